import type { RefObject } from 'react';
import type { SidebarMarks } from '../../lib/docPageContext';

/** The page's sidebar, as the mobile menu copies it. */
export interface MenuSidebar {
  /** The sidebar's file (path prefix included), which fills a category a reader opens. */
  url: string;
  /** The sidebar's top level, which with the page's branch (`marks.lists`) fills what the copy lacks. */
  top: string;
  /** How the page marks it. */
  marks: SidebarMarks;
  /** The page's own sidebar, copied as the reader left it when the menu opens. */
  source: RefObject<HTMLElement>;
}
