import React from 'react';
import type { NavbarItemProps } from '..';

/** A little HTML from the navbar file, such as a badge, sanitised at build (src/lib/editorHtml.ts). */
export default function HtmlNavbarItem({ item }: NavbarItemProps<'html'>) {
  return <span className="navbar__html" dangerouslySetInnerHTML={{ __html: item.value }} />;
}
