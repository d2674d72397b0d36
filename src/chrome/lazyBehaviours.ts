import type { LazyBehaviours } from '../browser/behaviours';
import * as announcementBar from './AnnouncementBar/behaviour';
import * as copyCode from '../browser/behaviours/copyCode';
import * as glossaryTerm from '../browser/behaviours/glossaryTerm';
import * as hideOnScroll from './Navbar/HideOnScroll/behaviour';
import * as skipLink from './SkipToContent/behaviour';
import { COPY_CODE_BEHAVIOUR, GLOSSARY_TERM_BEHAVIOUR } from '../lib/content/contentNames';
import { ANNOUNCEMENT_CLOSE_BEHAVIOUR } from './AnnouncementBar/names';
import * as collapsible from './Collapsible/behaviour';
import * as copyPage from './DocActions/behaviour';
import { COPY_PAGE_BEHAVIOUR } from './DocActions/names';
import { COLLAPSIBLE_BEHAVIOUR } from './Collapsible/names';
import * as sidebar from './DocSidebar/behaviour';
import { SIDEBAR_BEHAVIOUR } from './DocSidebar/names';
import * as dropdown from './Dropdown/behaviour';
import { DROPDOWN_BEHAVIOUR } from './Dropdown/names';
import * as helpful from './Helpful/behaviour';
import { HELPFUL_BEHAVIOUR } from './Helpful/names';
import { SKIP_LINK_BEHAVIOUR } from './SkipToContent/names';
import * as activeHeading from './TOC/behaviour';

/**
 * The behaviours no first click needs, loaded together (the "behaviours" chunk) when the reader
 * first reaches a control that has one. Islands (interactive components of a doc, such as tabs)
 * are not among them: they are components, a layer above; the page's entry gives their behaviour
 * to `enableBehaviours` (src/components/Islands/behaviour.ts).
 */
export const behaviours = {
  [DROPDOWN_BEHAVIOUR]: dropdown,
  [COLLAPSIBLE_BEHAVIOUR]: collapsible,
  [SIDEBAR_BEHAVIOUR]: sidebar,
  [ANNOUNCEMENT_CLOSE_BEHAVIOUR]: announcementBar,
  [SKIP_LINK_BEHAVIOUR]: skipLink,
  [COPY_CODE_BEHAVIOUR]: copyCode,
  [GLOSSARY_TERM_BEHAVIOUR]: glossaryTerm,
  [HELPFUL_BEHAVIOUR]: helpful,
  [COPY_PAGE_BEHAVIOUR]: copyPage,
} satisfies LazyBehaviours['behaviours'];

/**
 * Behaviours that start with the reader's first scroll where the page has the element they serve,
 * whose selector the first load holds (./behaviours.ts): this chunk does not import it again.
 */
export const onScroll = {
  hideOnScroll: hideOnScroll.start,
  activeHeading: activeHeading.start,
} satisfies LazyBehaviours['onScroll'];
