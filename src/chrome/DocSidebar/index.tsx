import React from 'react';
import { categoryNumbers, type SidebarEntry } from '../../lib/sidebar';
import SidebarItems from './SidebarItems';

/**
 * The top level of a doc sidebar, the same markup for every page of the sidebar: the page adds
 * its own branch and marks its own link (./sidebarMarks.ts). The layout puts it beside the page on
 * desktop (in an aside named "Docs sidebar"), the mobile menu in its own panel.
 */
export default function DocSidebar({ items }: { items: SidebarEntry[] }) {
  return <SidebarItems items={items} numbers={categoryNumbers(items)} />;
}
