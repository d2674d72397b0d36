import type { RefObject } from 'react';
import type { SidebarMarks } from '../../lib/docPageContext';

/** The page's sidebar, as the mobile menu copies it. */
export interface MenuSidebar {
  /** The sidebar's file (path prefix included), which fills what the copy lacks. */
  url: string;
  /** How the page marks it. */
  marks: SidebarMarks;
  /** The page's own sidebar, copied as the reader left it when the menu opens. */
  source: RefObject<HTMLElement>;
}
