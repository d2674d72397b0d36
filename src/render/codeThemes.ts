import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { codeStyleRules, themePalette } from '../lib/content/codeStyles';

/** The highlighter's themes: the light one is the default, the dark one applies under `data-theme="dark"`. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Every class highlighted code can carry, with its rule: src/styles/codeColors.css holds them all. */
export const CODE_STYLE_RULES = codeStyleRules({ light: themePalette(githubLight), dark: themePalette(githubDark) });
