import React, { type ReactElement } from 'react';
import { categoryNumbers, writesItemsEverywhere, type SidebarEntry, type SidebarParts } from '../../lib/sidebar';
import CategoryItems from './SidebarItems/CategoryItems';
import DocSidebar from '.';

/**
 * A sidebar's parts for its file (`SidebarParts`): its top level, and the items of each category
 * written without them, each rendered once by `render` however many pages show it.
 */
export function sidebarParts(items: SidebarEntry[], render: (element: ReactElement) => string): SidebarParts {
  const numbers = categoryNumbers(items);
  const lists: SidebarParts['lists'] = {};
  for (const [category, number] of numbers) {
    if (!writesItemsEverywhere(category))
      lists[number] = render(<CategoryItems category={category} numbers={numbers} />);
  }
  return { top: render(<DocSidebar items={items} />), lists };
}
