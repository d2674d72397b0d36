import React from 'react';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

/** The red box for something that failed to load: the error text and a Retry button. */
export default function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const strings = lazyUiStrings();
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {strings['loadError.retry']}
      </button>
    </div>
  );
}
