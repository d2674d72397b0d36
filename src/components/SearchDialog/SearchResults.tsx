import { withPrefix } from 'gatsby';
import React, { memo } from 'react';
import type { SearchPageKind } from '../../lib/search/records';
import type { ResultGroup } from '../../lib/search/results';
import type { SearchText } from '../../lib/search/text';
import { excerpt, markTerms } from '../../lib/search/marks';
import { resultHref } from '../../lib/search/marksParam';
import Marked from './Marked';
import * as styles from './styles.module.css';
import type { LazyStrings } from '../../lib/i18n/lazyStrings';

/** How a result names a page that is no doc. */
const PAGE_KIND_LABELS: Record<SearchPageKind, keyof LazyStrings> = { category: 'search.category' };

interface Props {
  id: string;
  groups: readonly ResultGroup[];
  /** The index's tokenizer: words are marked as it reads them. */
  text: SearchText;
  strings: LazyStrings;
  activeIndex: number;
  /** Id of the option at a position in the flat list of hits. */
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpen: () => void;
}

/** The results listbox: one group per page, one option per section, matched words marked. */
function SearchResults({ id, groups, text, strings, activeIndex, optionId, onHover, onOpen }: Props) {
  // Options are numbered across groups, in the order arrow keys move through them.
  const firstPositions = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.hits.length, 0),
  );
  return (
    <div id={id} role="listbox" aria-label={strings['search.results']} className={styles.results}>
      {groups.map((group, groupIndex) => {
        const groupLabelId = `${id}-group-${groupIndex}`;
        return (
          <div key={group.page.route} role="group" aria-labelledby={groupLabelId} className={styles.group}>
            <div id={groupLabelId} className={styles.groupTitle}>
              {group.page.title}
              {/* The space keeps the group's accessible name two words: "Baking Category". */}
              {group.page.kind && (
                <>
                  {' '}
                  <span className={styles.pageKind}>{strings[PAGE_KIND_LABELS[group.page.kind]]}</span>
                </>
              )}
            </div>
            {group.hits.map((hit, hitIndex) => {
              const position = firstPositions[groupIndex] + hitIndex;
              const title = hit.heading ? `${hit.page.title} › ${hit.heading}` : hit.page.title;
              return (
                <a
                  key={hit.id}
                  href={withPrefix(resultHref(hit.page.route, hit.anchor, hit.terms))}
                  role="option"
                  id={optionId(position)}
                  aria-selected={position === activeIndex}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseMove={() => onHover(position)}
                  onClick={onOpen}
                >
                  <span className={styles.hitTitle}>
                    <Marked segments={markTerms(title, hit.terms, text)} />
                  </span>
                  <span className={styles.excerpt}>
                    <Marked segments={excerpt(hit.text, hit.terms, text)} />
                  </span>
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

export default memo(SearchResults);
