import React, { type ComponentProps } from 'react';
import { columnNames } from '../textOf';
import * as styles from './styles.module.css';

/**
 * A doc table in a scroll box: on narrow screens it scrolls sideways instead of squeezing, and the
 * box is focusable and named after the columns so keyboard readers can scroll it too.
 */
export default function Table(props: ComponentProps<'table'>) {
  const columns = columnNames(props.children);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={`Table: ${columns.join(', ')}`}>
      <table {...props} />
      {/* Parsed after the last row: the table shows once all of it has arrived (styles.module.css). */}
      <span className={styles.parsed} hidden />
    </div>
  );
}
