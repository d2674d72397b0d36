import React, { type ReactElement } from 'react';
import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import HtmlPart from '../components/HtmlPart';
import Seo from '../components/Seo';
import type { GeneratedIndexItem, GeneratedIndexPageContext } from '../lib/docPageContext';
import { isExternalHref } from '../lib/paths';
import * as docStyles from './DocPage.module.css';
import * as styles from './GeneratedIndexPage.module.css';
import { docArticle } from './docArticle';

/** An item's link: a page of the site under the path prefix, or another site's in a new tab, as the sidebar links it. */
function ItemLink({ item: { href, label } }: { item: GeneratedIndexItem & { href: string } }) {
  if (isExternalHref(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  return <a href={withPrefix(href)}>{label}</a>;
}

/**
 * A category's generated index page, in the doc page's frame: breadcrumbs, then an article with
 * the category's title, its description and a list of its items (docs with their descriptions,
 * subcategories linking to their own pages), so every doc is one link away without JavaScript.
 */
export default function GeneratedIndexPage({ pageContext }: PageProps<object, GeneratedIndexPageContext>) {
  const { chrome, title, description, items } = pageContext;
  return (
    <div className={docStyles.docLayout}>
      <div className={docStyles.docColumn}>
        <HtmlPart html={chrome.breadcrumbs} />
        {docArticle(
          React.createElement as (type: string, props: object | null, ...children: unknown[]) => ReactElement,
          { title },
          description && <p className={styles.lead}>{description}</p>,
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={`${item.href}-${item.label}`} className={styles.item}>
                <p className={styles.itemTitle}>
                  {item.href ? <ItemLink item={{ ...item, href: item.href }} /> : item.label}
                </p>
                {item.description && <p className={styles.itemDescription}>{item.description}</p>}
              </li>
            ))}
          </ul>,
        )}
      </div>
    </div>
  );
}

export function Head({ pageContext }: HeadProps<object, GeneratedIndexPageContext>) {
  return <Seo {...pageContext.head} />;
}
