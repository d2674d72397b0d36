import type { Behaviour } from '.';
import * as activeHeading from './activeHeading';
import * as announcementBar from './announcementBar';
import * as collapsible from './collapsible';
import * as copyCode from './copyCode';
import * as dropdown from './dropdown';
import * as hideOnScroll from './hideOnScroll';
import * as skipLink from './skipLink';

/**
 * The behaviours no first click needs, loaded together when the reader first reaches a control
 * that has one. Islands (interactive components of a doc, such as tabs) are not among them: they
 * are components, which this layer does not import; the page's entry gives their behaviour to
 * `enableBehaviours` (src/components/Islands/behaviour.ts).
 */
export const behaviours: Record<string, Behaviour> = {
  dropdown,
  collapsible,
  'announcement-close': announcementBar,
  'skip-link': skipLink,
  'copy-code': copyCode,
};

/**
 * Behaviours that start with the reader's first scroll, by the element that needs them; each gets
 * the scroll position from before that scroll.
 */
export const onScroll: Record<string, (fromY: number) => void> = {
  '[data-hide-on-scroll]': hideOnScroll.start,
  '[data-toc]': activeHeading.start,
};
