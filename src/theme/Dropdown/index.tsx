import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { useInMobileMenu } from '../../contexts/InMobileMenu';
import { DESKTOP_MEDIA_QUERY } from '../../lib/layout';
import Collapsible from '../Collapsible';
import Link from '../Link';
import * as styles from './styles.module.css';

export interface DropdownLink {
  /** Identifies the entry to `onChoose`; defaults to its href. */
  key?: string;
  label: string;
  href: string;
  /** Marks the entry of the page or setting in use. */
  current?: boolean;
  lang?: string;
}

interface Props {
  /** Visible text of the button. */
  label: ReactNode;
  /** Accessible name of the button when the visible label is not enough. */
  ariaLabel?: string;
  links: DropdownLink[];
  /** Called with the entry the reader picks. */
  onChoose?: (link: DropdownLink & { key: string }) => void;
}

/** Desktop pointers that can hover open dropdowns on hover; touch screens and the mobile menu use clicks. */
const HOVER_MEDIA_QUERY = `${DESKTOP_MEDIA_QUERY} and (hover: hover)`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A disclosure button with a list of links. Click, Enter or Space toggles it, hover opens it on
 * desktop; arrow keys, Home and End move through the links; Escape, a click outside or focus
 * leaving it closes it.
 */
export default function Dropdown({ label, ariaLabel, links, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // A click right after a hover opened the list confirms it rather than closing it again.
  const openedByHover = useRef(false);
  const listId = useId();
  // In the mobile menu the list opens inline, pushing the items below it down, so it animates like any collapsible.
  const inMobileMenu = useInMobileMenu();

  const focusLink = (pick: (count: number) => number) => {
    const anchors = [...(listRef.current?.querySelectorAll('a') ?? [])];
    if (anchors.length > 0) anchors[pick(anchors.length)].focus();
  };

  // An arrow key on the closed button opens the list, then focuses its first or last link.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const edge = focusOnOpen.current;
    focusOnOpen.current = null;
    focusLink((count) => (edge === 'first' ? 0 : count - 1));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const edge = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      focusLink((count) => (edge === 'first' ? 0 : count - 1));
    } else {
      focusOnOpen.current = edge;
      setOpen(true);
    }
  };

  const onLinkKeyDown = (event: ReactKeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    focusLink((count) => next(index, count));
  };

  const hover = (shouldOpen: boolean) => {
    if (!window.matchMedia(HOVER_MEDIA_QUERY).matches) return;
    if (!shouldOpen) openedByHover.current = false;
    else if (!open) openedByHover.current = true;
    setOpen(shouldOpen);
  };

  const onButtonClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  };

  const list = (
    <ul id={inMobileMenu ? undefined : listId} ref={listRef} className={styles.menu} hidden={!inMobileMenu && !open}>
      {links.map((link, index) => (
        <li key={link.href + link.label}>
          <Link
            href={link.href}
            lang={link.lang}
            aria-current={link.current ? 'true' : undefined}
            className={link.current ? `${styles.link} ${styles.current}` : styles.link}
            onClick={() => {
              setOpen(false);
              onChoose?.({ ...link, key: link.key ?? link.href });
            }}
            onKeyDown={(event) => onLinkKeyDown(event, index)}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={styles.dropdown}
      ref={rootRef}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {inMobileMenu ? (
        <Collapsible open={open} id={listId}>
          {list}
        </Collapsible>
      ) : (
        list
      )}
    </div>
  );
}
