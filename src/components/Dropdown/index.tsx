import React, { useId, type ReactNode } from 'react';
import { useInMobileMenu } from '../../contexts/InMobileMenu';
import Collapsible from '../Collapsible';
import Link from '../Link';

export interface DropdownLink {
  label: string;
  href: string;
  /** Marks the entry of the page or setting in use. */
  current?: boolean;
  lang?: string;
  /** Data attributes for the behaviour that follows a choice, such as remembering a docs version. */
  data?: Record<`data-${string}`, string>;
}

interface Props {
  /** Visible text of the button. */
  label: ReactNode;
  /** Accessible name of the button when the visible label is not enough. */
  ariaLabel?: string;
  links: DropdownLink[];
}

/**
 * A disclosure button over a list of links, rendered closed. Its behaviour (click, Enter or Space
 * toggles, hover opens on desktop, arrow keys, Home, End, Escape, a click outside) is
 * src/browser/behaviours/dropdown.ts. In the mobile menu the list opens inline, as a collapsible.
 */
export default function Dropdown({ label, ariaLabel, links }: Props) {
  const listId = useId();
  const inMobileMenu = useInMobileMenu();
  const list = (
    <ul id={inMobileMenu ? undefined : listId} className="dropdown__menu" hidden={!inMobileMenu}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link
            href={link.href}
            lang={link.lang}
            aria-current={link.current ? 'true' : undefined}
            className={link.current ? 'menu-link dropdown__link dropdown__link--current' : 'menu-link dropdown__link'}
            {...link.data}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="dropdown" data-behaviour="dropdown">
      <button
        type="button"
        className="dropdown__button"
        aria-expanded="false"
        aria-controls={listId}
        aria-label={ariaLabel}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      {inMobileMenu ? <Collapsible id={listId}>{list}</Collapsible> : list}
    </div>
  );
}
