import React, { useId, useState } from 'react';
import { categoryHoldsDoc, type SidebarCategory as Category } from '../../lib/sidebar';
import Collapsible from '../Collapsible';
import SidebarItems from '.';
import * as styles from './styles.module.css';

interface Props {
  category: Category;
  currentDocId?: string;
}

/** A sidebar category: a toggle over its items, open from the start when it holds the current page. */
export default function SidebarCategory({ category, currentDocId }: Props) {
  const [open, setOpen] = useState(
    !category.collapsible || !category.collapsed || categoryHoldsDoc(category, currentDocId),
  );
  const itemsId = useId();
  const items = <SidebarItems items={category.items} currentDocId={currentDocId} />;

  if (!category.collapsible) {
    return (
      <>
        <span className={styles.categoryLabel}>{category.label}</span>
        {items}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`${styles.link} ${styles.categoryToggle}`}
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpen((value) => !value)}
      >
        {category.label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <Collapsible open={open} id={itemsId}>
        {items}
      </Collapsible>
    </>
  );
}
