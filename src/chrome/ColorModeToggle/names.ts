/** The behaviour of the colour-mode toggle, which switches between dark and light. */
export const COLOR_MODE_BEHAVIOUR = 'color-mode';
