import React from 'react';
import { writesItemsEverywhere, type SidebarCategory as Category } from '../../../lib/sidebar';
import Link from '../../Link';
import { SIDEBAR_CLASSES, sidebarCategoryId } from '../names';
import CategoryItems from './CategoryItems';
import { useChrome } from '../../../contexts/Chrome';
import { formatMessage } from '../../../lib/i18n/format';

interface Props {
  category: Category;
  numbers: ReadonlyMap<Category, number>;
}

/**
 * A sidebar category: a toggle over its items, rendered open or closed as the config says; the page
 * opens the ones holding it. A category with a page of its own (its doc or its generated index)
 * shows its label as a link to it, beside the toggle; unless it is written everywhere
 * (`writesItemsEverywhere`), its items are not in this markup: the page adds them on its own branch
 * (../sidebarMarks.ts) and the browser when a reader opens it (../behaviour.ts).
 */
export default function SidebarCategory({ category, numbers }: Props) {
  const { strings } = useChrome();
  const number = numbers.get(category) ?? 0;
  const items = writesItemsEverywhere(category) && <CategoryItems category={category} numbers={numbers} />;
  const link = category.href && <Link href={category.href}>{category.label}</Link>;
  if (!category.collapsible) {
    return (
      <>
        {link || <span className={SIDEBAR_CLASSES.categoryLabel}>{category.label}</span>}
        {items}
      </>
    );
  }
  // No type: the sidebar is in no form, and a page may hold a line per category of a large sidebar.
  const toggle = {
    'aria-expanded': !category.collapsed,
    'aria-controls': sidebarCategoryId(number),
  };
  return link ? (
    <>
      {link}
      <button aria-label={formatMessage(strings, 'sidebar.toggleCategory', { label: category.label })} {...toggle} />
      {items}
    </>
  ) : (
    <>
      <button className={SIDEBAR_CLASSES.categoryToggle} {...toggle}>
        {category.label}
        {/* An element after the label, not a pseudo-element: while the page downloads, the caret arrives with it and never moves. */}
        <span className={SIDEBAR_CLASSES.caret} aria-hidden="true" />
      </button>
      {items}
    </>
  );
}
