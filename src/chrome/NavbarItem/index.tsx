import React, { type ComponentType } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/navigationSchema';
import DefaultNavbarItem from './DefaultNavbarItem';
import DocNavbarItem from './DocNavbarItem';
import DocSidebarNavbarItem from './DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem';
import DocsVersionNavbarItem from './DocsVersionNavbarItem';
import DropdownNavbarItem from './DropdownNavbarItem';
import HtmlNavbarItem from './HtmlNavbarItem';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem';
import SearchNavbarItem from './SearchNavbarItem';

export type NavbarItemType = NavbarItemConfig['type'];
export type NavbarItemProps<T extends NavbarItemType> = { item: Extract<NavbarItemConfig, { type: T }> };

/** Every navbar item type has a component: a new type in the schema is a type error until registered here. */
const registry: { [T in NavbarItemType]: ComponentType<NavbarItemProps<T>> } = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
};

/** Renders one navbar item from its config entry. */
export default function NavbarItem({ item }: { item: NavbarItemConfig }) {
  const ItemComponent = registry[item.type] as ComponentType<{ item: NavbarItemConfig }> | undefined;
  if (!ItemComponent) throw new Error(`No NavbarItem component found for type "${item.type}".`);
  return <ItemComponent item={item} />;
}
