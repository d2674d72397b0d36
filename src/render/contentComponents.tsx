import React, { Children, isValidElement, useId, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { behaviourAttribute } from '../chrome/behaviourAttribute';
import { ISLAND_ATTRIBUTE, ISLAND_BEHAVIOUR, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../lib/islands';
import Tabs, { type TabSpec, type TabsProps } from '../components/Tabs';
import { restoreTabChoiceScript } from '../components/Tabs/restoreChoiceScript';
import type { AllowedComponent, TabItemAttributes, TabsAttributes } from '../lib/content/allowedContent';

type TabItemProps = TabItemAttributes & { children?: ReactNode };

/** One tab of `<Tabs>`; it renders only inside Tabs, which reads its props (the content profile keeps it there). */
function TabItem(_props: TabItemProps) {
  throw new Error('<TabItem> is only valid directly inside <Tabs>.');
}

/**
 * `<Tabs groupId="export-format"><TabItem value="csv" label="CSV" default>…</TabItem>…</Tabs>`
 * in a doc: an island. The build renders it to HTML with its panels (slots) as doc content, then
 * a script that restores the group's stored choice before the first paint. Its props were checked
 * by the content profile (src/lib/content/allowedContent.ts): values present and distinct.
 */
function TabsIsland({ groupId, children }: TabsAttributes & { children?: ReactNode }) {
  const islandId = useId();
  const tabs = Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => isValidElement(child) && child.type === TabItem,
  );
  const items: TabSpec[] = tabs.map(({ props }) => ({ value: props.value, label: props.label ?? props.value }));
  const props: Omit<TabsProps, 'slots'> = {
    ...(groupId ? { groupId } : {}),
    items,
    defaultValue: tabs.find(({ props: tab }) => tab.default)?.props.value ?? items[0].value,
  };
  const slots = tabs.map(({ props: tab }) => renderToStaticMarkup(<>{tab.children}</>));
  return (
    <>
      {/* Rendered as a root of its own, as the browser will hydrate it. */}
      <div
        {...{
          [ISLAND_ATTRIBUTE]: 'Tabs',
          [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
          [ISLAND_ID_ATTRIBUTE]: islandId,
          ...behaviourAttribute(ISLAND_BEHAVIOUR),
        }}
        dangerouslySetInnerHTML={{
          __html: renderToStaticMarkup(<Tabs {...props} slots={slots} />, { identifierPrefix: islandId }),
        }}
      />
      {groupId && <script dangerouslySetInnerHTML={{ __html: restoreTabChoiceScript }} />}
    </>
  );
}

/**
 * The components of `ALLOWED_COMPONENTS` (src/lib/content/allowedContent.ts), which docs may use
 * without importing them, rendered to static HTML at build time. An interactive one is an island
 * (src/lib/islands.ts), hydrated on its own in the browser.
 */
export const contentComponents: Record<AllowedComponent, ComponentType<never>> = {
  Tabs: TabsIsland as ComponentType<never>,
  TabItem: TabItem as ComponentType<never>,
};
