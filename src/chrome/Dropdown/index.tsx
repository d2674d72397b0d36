import React, { useId, type ReactNode } from 'react';
import { useInMobileMenu } from '../../contexts/InMobileMenu';
import { behaviourAttribute } from '../behaviourAttribute';
import Collapsible from '../Collapsible';
import Link from '../Link';
import { DROPDOWN_BEHAVIOUR, DROPDOWN_CLASSES } from './names';

export interface DropdownLink {
  label: string;
  href: string;
  /** Marks the entry of the page or setting in use. */
  current?: boolean;
  lang?: string;
  /**
   * `_self` for a link the site's router must not take, loaded as a whole page: another locale's,
   * whose `<html lang dir>` and labels in `<body>` are its own (src/browser/links.ts leaves it alone).
   */
  target?: '_self';
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
 * ./behaviour.ts. In the mobile menu the list opens inline, as a collapsible.
 */
export default function Dropdown({ label, ariaLabel, links }: Props) {
  const listId = useId();
  const inMobileMenu = useInMobileMenu();
  const list = (
    <ul id={inMobileMenu ? undefined : listId} className={DROPDOWN_CLASSES.menu} hidden={!inMobileMenu}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link
            href={link.href}
            lang={link.lang}
            // Only when set: an external link's own target (a new tab, chrome/Link) must stay.
            {...(link.target ? { target: link.target } : {})}
            aria-current={link.current ? 'true' : undefined}
            className={`menu-link ${DROPDOWN_CLASSES.link}${link.current ? ` ${DROPDOWN_CLASSES.currentLink}` : ''}`}
            {...link.data}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={DROPDOWN_CLASSES.root} {...behaviourAttribute(DROPDOWN_BEHAVIOUR)}>
      <button
        type="button"
        className={DROPDOWN_CLASSES.button}
        aria-expanded="false"
        aria-controls={listId}
        aria-label={ariaLabel}
      >
        {label}
        <span className={DROPDOWN_CLASSES.caret} aria-hidden="true" />
      </button>
      {inMobileMenu ? <Collapsible id={listId}>{list}</Collapsible> : list}
    </div>
  );
}
