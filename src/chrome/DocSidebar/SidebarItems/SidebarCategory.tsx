import React from 'react';
import type { SidebarCategory as Category } from '../../../lib/sidebar';
import { behaviourAttribute } from '../../behaviourAttribute';
import Collapsible from '../../Collapsible';
import { COLLAPSIBLE_BEHAVIOUR } from '../../Collapsible/names';
import Link from '../../Link';
import { SIDEBAR_CLASSES, sidebarCategoryId } from '../names';
import SidebarItems from '.';

interface Props {
  category: Category;
  numbers: ReadonlyMap<Category, number>;
}

/**
 * A sidebar category: a toggle over its items, rendered open or closed as the config says; the
 * page opens the ones holding it. A category with a doc of its own (a folder's index doc) shows its
 * label as a link to it, beside the toggle. src/chrome/Collapsible/behaviour.ts animates a toggle.
 */
export default function SidebarCategory({ category, numbers }: Props) {
  const number = numbers.get(category) ?? 0;
  const itemsId = sidebarCategoryId(number);
  const items = <SidebarItems items={category.items} numbers={numbers} />;
  const link = category.href && <Link href={category.href}>{category.label}</Link>;
  if (!category.collapsible) {
    return (
      <>
        {link || <span className={SIDEBAR_CLASSES.categoryLabel}>{category.label}</span>}
        {items}
      </>
    );
  }
  const toggle = {
    type: 'button' as const,
    'aria-expanded': !category.collapsed,
    'aria-controls': itemsId,
    ...behaviourAttribute(COLLAPSIBLE_BEHAVIOUR),
  };
  return (
    <>
      {link ? (
        <div className={SIDEBAR_CLASSES.categoryRow}>
          {link}
          <button className={SIDEBAR_CLASSES.caretToggle} aria-label={`Toggle category ${category.label}`} {...toggle}>
            <span className={SIDEBAR_CLASSES.caret} aria-hidden="true" />
          </button>
        </div>
      ) : (
        <button className={SIDEBAR_CLASSES.categoryToggle} {...toggle}>
          {category.label}
          <span className={SIDEBAR_CLASSES.caret} aria-hidden="true" />
        </button>
      )}
      <Collapsible id={itemsId}>{items}</Collapsible>
    </>
  );
}
