import React from 'react';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';
import { messageParts } from '../../lib/i18n/format';

/** Says which words are marked on the page, with the control that clears them. */
export default function MarksNotice({ words, onClear }: { words: readonly string[]; onClear: () => void }) {
  const strings = lazyUiStrings();
  const marked = words.map((word, index) => (
    <React.Fragment key={word}>
      {index > 0 && ', '}
      <mark className={styles.word}>{word}</mark>
    </React.Fragment>
  ));
  return (
    <div role="status" className={styles.notice}>
      <span>
        {messageParts(strings, 'searchMarks.highlighted', {
          words: <React.Fragment key="words">{marked}</React.Fragment>,
        })}
      </span>
      <button type="button" className={styles.clear} onClick={onClear}>
        {strings['searchMarks.clear']}
      </button>
    </div>
  );
}
