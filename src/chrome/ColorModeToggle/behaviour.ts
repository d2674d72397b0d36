import type { Behaviour } from '../../browser/behaviours';
import { toggleColorMode } from './colorMode';

/** The colour-mode toggle: a click switches between dark and light. */
export const colorModeBehaviour: Behaviour = { handle: (event) => event.type === 'click' && toggleColorMode() };
