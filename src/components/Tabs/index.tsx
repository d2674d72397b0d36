import React, { useId, useRef, type KeyboardEvent } from 'react';
import { ISLAND_SLOT_ATTRIBUTE, type IslandProps } from '../../lib/islands';
import { useTabChoice } from './tabChoice';

/** A tab as an editor declares it with `<TabItem value label default>`. */
export interface TabSpec {
  value: string;
  label: string;
}

export interface TabsProps extends IslandProps {
  /** Tabs sharing a group show the same choice, on the page and across visits. */
  groupId?: string;
  items: TabSpec[];
  /** The tab shown first: the one marked `default`, else the first. */
  defaultValue: string;
}

/** Class names of the markup; the build renders it outside webpack, so they are global (DocContent's styles). */
export const TABS_CLASSES = {
  root: 'tabs',
  list: 'tabs-list',
  tab: 'tabs-tab',
  label: 'tabs-label',
  panel: 'tabs-panel',
};

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs following the ARIA tabs pattern: arrow keys, Home and End move between tabs and show the
 * one they reach; one tab is in the Tab order. The panels are doc content (slots). An island: the
 * build renders it to HTML, the browser hydrates it (src/components/Islands/index.ts). Without JavaScript
 * every panel shows, each under its label.
 */
export default function Tabs({ groupId, items, defaultValue, slots }: TabsProps) {
  const values = items.map((item) => item.value);
  const [selected, choose] = useTabChoice(groupId, values, defaultValue);
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}tab-${index}`;
  const panelId = (index: number) => `${id}panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT[event.key];
    if (!next) return;
    event.preventDefault();
    const target = next(index, items.length);
    choose(items[target].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div className={TABS_CLASSES.root} data-tabs-group={groupId}>
      <div ref={listRef} role="tablist" className={TABS_CLASSES.list}>
        {items.map((item, index) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(index)}
            className={TABS_CLASSES.tab}
            data-value={item.value}
            aria-selected={item.value === selected}
            aria-controls={panelId(index)}
            tabIndex={item.value === selected ? 0 : -1}
            onClick={() => choose(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <React.Fragment key={item.value}>
          <p className={TABS_CLASSES.label} aria-hidden="true">
            {item.label}
          </p>
          <div
            role="tabpanel"
            id={panelId(index)}
            className={TABS_CLASSES.panel}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={item.value !== selected}
            {...{ [ISLAND_SLOT_ATTRIBUTE]: '' }}
            dangerouslySetInnerHTML={{ __html: slots[index] ?? '' }}
          />
        </React.Fragment>
      ))}
    </div>
  );
}
