import { BEHAVIOUR_ATTRIBUTE } from '../../browser/behaviours/markup';

/** The behaviour of the colour-mode toggle, which switches between dark and light. */
export const COLOR_MODE_BEHAVIOUR = 'color-mode';

/** The toggles, whose name says the mode in use. */
export const COLOR_MODE_TOGGLES = `[${BEHAVIOUR_ATTRIBUTE}="${COLOR_MODE_BEHAVIOUR}"]`;
