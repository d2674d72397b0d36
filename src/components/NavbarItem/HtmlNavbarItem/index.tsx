import React from 'react';
import type { NavbarItemProps } from '..';

/** Trusted HTML from the site config, such as a badge; editors own it, readers never supply it. */
export default function HtmlNavbarItem({ item }: NavbarItemProps<'html'>) {
  return <span className="navbar__html" dangerouslySetInnerHTML={{ __html: item.value }} />;
}
