import React from 'react';
import type { SidebarCategory as Category } from '../../lib/sidebar';
import { sidebarCategoryId } from '../../lib/sidebarMarks';
import Collapsible from '../../chrome/Collapsible';
import Link from '../../chrome/Link';
import SidebarItems from '.';

interface Props {
  category: Category;
  numbers: ReadonlyMap<Category, number>;
}

/**
 * A sidebar category: a toggle over its items, rendered open or closed as the config says; the
 * page opens the ones holding it. A category with a doc of its own (a folder's index doc) shows its
 * label as a link to it, beside the toggle. src/browser/behaviours/collapsible.ts animates a toggle.
 */
export default function SidebarCategory({ category, numbers }: Props) {
  const number = numbers.get(category) ?? 0;
  const itemsId = sidebarCategoryId(number);
  const items = <SidebarItems items={category.items} numbers={numbers} />;
  const link = category.href && <Link href={category.href}>{category.label}</Link>;
  if (!category.collapsible) {
    return (
      <>
        {link || <span className="sidebar__category-label">{category.label}</span>}
        {items}
      </>
    );
  }
  const toggle = {
    type: 'button' as const,
    'aria-expanded': !category.collapsed,
    'aria-controls': itemsId,
    'data-behaviour': 'collapsible',
  };
  return (
    <>
      {link ? (
        <div className="sidebar__category-row">
          {link}
          <button className="sidebar__caret-toggle" aria-label={`Toggle category ${category.label}`} {...toggle}>
            <span className="sidebar__caret" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <button className="sidebar__category-toggle" {...toggle}>
          {category.label}
          <span className="sidebar__caret" aria-hidden="true" />
        </button>
      )}
      <Collapsible id={itemsId}>{items}</Collapsible>
    </>
  );
}
