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
 * that has one. Islands (interactive components of a doc, such as tabs) load on their own: each
 * hydrates a component whose code only its pages need.
 */
export const behaviours: Record<string, Behaviour> = {
  dropdown,
  collapsible,
  'announcement-close': announcementBar,
  'skip-link': skipLink,
  'copy-code': copyCode,
  island: {
    handle: (event, element) =>
      void import(/* webpackChunkName: "islands" */ './islands').then((islands) => islands.handle(event, element)),
  },
};

/**
 * Behaviours that start with the reader's first scroll, by the element that needs them; each gets
 * the scroll position from before that scroll.
 */
export const onScroll: Record<string, (fromY: number) => void> = {
  '[data-hide-on-scroll]': hideOnScroll.start,
  '[data-toc]': activeHeading.start,
};
