import React, { type ComponentType } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import DefaultNavbarItem from './DefaultNavbarItem';
import DocNavbarItem from './DocNavbarItem';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem';

export type NavbarItemType = NavbarItemConfig['type'];
export type NavbarItemProps<T extends NavbarItemType> = { item: Extract<NavbarItemConfig, { type: T }> };

/** Every navbar item type has a component: a new type in the schema is a type error until registered here. */
const registry: { [T in NavbarItemType]: ComponentType<NavbarItemProps<T>> } = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
};

/** Renders one navbar item from its config entry. */
export default function NavbarItem({ item }: { item: NavbarItemConfig }) {
  const Component = registry[item.type] as ComponentType<{ item: NavbarItemConfig }> | undefined;
  if (!Component) throw new Error(`No NavbarItem component found for type "${item.type}".`);
  return <Component item={item} />;
}
