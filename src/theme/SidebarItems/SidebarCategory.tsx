import React, { useId, useState } from 'react';
import { categoryHoldsDoc, type SidebarCategory as Category } from '../../lib/sidebar';
import Collapsible from '../Collapsible';
import Link from '../Link';
import SidebarItems from '.';
import * as styles from './styles.module.css';

interface Props {
  category: Category;
  currentDocId?: string;
}

/**
 * A sidebar category: a toggle over its items, open from the start when it holds the current page.
 * A category with a doc of its own (a folder's index doc) shows its label as a link to it, beside the toggle.
 */
export default function SidebarCategory({ category, currentDocId }: Props) {
  const [open, setOpen] = useState(
    !category.collapsible || !category.collapsed || categoryHoldsDoc(category, currentDocId),
  );
  const itemsId = useId();
  const items = <SidebarItems items={category.items} currentDocId={currentDocId} />;
  const current = category.docId !== undefined && category.docId === currentDocId;
  const link = category.href && (
    <Link
      href={category.href}
      className={current ? `${styles.link} ${styles.current}` : styles.link}
      aria-current={current ? 'page' : undefined}
    >
      {category.label}
    </Link>
  );

  if (!category.collapsible) {
    return (
      <>
        {link || <span className={styles.categoryLabel}>{category.label}</span>}
        {items}
      </>
    );
  }
  const toggle = (
    <button
      type="button"
      className={link ? styles.caretToggle : `${styles.link} ${styles.categoryToggle}`}
      aria-expanded={open}
      aria-controls={itemsId}
      aria-label={link ? `Toggle category ${category.label}` : undefined}
      onClick={() => setOpen((value) => !value)}
    >
      {!link && category.label}
      <span className={styles.caret} aria-hidden="true" />
    </button>
  );
  return (
    <>
      {link ? (
        <div className={styles.linkedCategory}>
          {link}
          {toggle}
        </div>
      ) : (
        toggle
      )}
      <Collapsible open={open} id={itemsId}>
        {items}
      </Collapsible>
    </>
  );
}
