import React, { Component, type ComponentType, type ReactNode } from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
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

/** Error thrown when a navbar item fails to render: names the config entry to check (spec section 8). */
export function navbarItemError(item: unknown, cause: unknown): Error {
  return new Error(
    `A navbar item failed to render. Check this entry of navbar.items in src/config/site.config.ts: ${JSON.stringify(item)}`,
    { cause },
  );
}

/** Rethrows a render error of one item wrapped in an error that names the item's config. */
class NavbarItemErrorBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) throw navbarItemError(this.props.item, this.state.error);
    return this.props.children;
  }
}

/** Renders one navbar item from its config entry. */
export default function NavbarItem({ item }: { item: NavbarItemConfig }) {
  const ItemComponent = registry[item.type] as ComponentType<{ item: NavbarItemConfig }> | undefined;
  if (!ItemComponent) throw new Error(`No NavbarItem component found for type "${item.type}".`);
  return (
    <NavbarItemErrorBoundary item={item}>
      <ItemComponent item={item} />
    </NavbarItemErrorBoundary>
  );
}
