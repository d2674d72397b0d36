import React from 'react';
import type { SidebarCategory as Category } from '../../../lib/sidebar';
import Collapsible from '../../Collapsible';
import { sidebarCategoryId } from '../names';
import SidebarItems from '.';

interface Props {
  category: Category;
  numbers: ReadonlyMap<Category, number>;
}

/**
 * A category's items under its toggle, the markup that ends the category's list item: written in
 * place, or kept in the sidebar's file for the page or the browser to add (`SidebarParts`).
 */
export default function CategoryItems({ category, numbers }: Props) {
  return (
    <Collapsible id={sidebarCategoryId(numbers.get(category) ?? 0)}>
      <SidebarItems items={category.items} numbers={numbers} />
    </Collapsible>
  );
}
