import React from 'react';
import * as styles from './styles.module.css';

/** Says which words are marked on the page, with the control that clears them. */
export default function MarksNotice({ words, onClear }: { words: readonly string[]; onClear: () => void }) {
  return (
    <div role="status" className={styles.notice}>
      <span>
        Highlighted:{' '}
        {words.map((word, index) => (
          <React.Fragment key={word}>
            {index > 0 && ', '}
            <mark className={styles.word}>{word}</mark>
          </React.Fragment>
        ))}
      </span>
      <button type="button" className={styles.clear} onClick={onClear}>
        Clear highlight
      </button>
    </div>
  );
}
