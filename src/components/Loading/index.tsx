import React, { forwardRef } from 'react';
import * as styles from './styles.module.css';

/** The spinner shown while something loads, named for what loads: "page" gives "Loading page…". */
const Loading = forwardRef<HTMLDivElement, { label: string }>(function Loading({ label }, ref) {
  return (
    <div ref={ref} role="status" aria-label={label} tabIndex={-1} className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
});

export default Loading;
