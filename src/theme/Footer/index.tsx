import React from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import type { FooterLinks } from '../../config/schema';
import Link from '../Link';
import * as styles from './styles.module.css';

type FooterLink = { label: string } & ({ to: string } | { href: string });
type FooterColumn = { title: string; items: FooterLink[] };

function isColumns(links: FooterLinks): links is FooterColumn[] {
  return links.length > 0 && 'title' in links[0];
}

function FooterLinkItem({ item }: { item: FooterLink }) {
  return (
    <li>
      <Link href={'to' in item ? item.to : item.href} className={styles.link}>
        {item.label}
      </Link>
    </li>
  );
}

/** Link columns or a flat link list, the logo and the copyright line, all from the site config. */
export default function Footer() {
  const { links, logo, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      {isColumns(links) ? (
        <div className={styles.columns}>
          {links.map((column) => (
            <section key={column.title} className={styles.column} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className={styles.title}>
                {column.title}
              </h2>
              <ul className={styles.list}>
                {column.items.map((item) => (
                  <FooterLinkItem key={item.label} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <ul className={styles.flatList}>
          {links.map((item) => (
            <FooterLinkItem key={item.label} item={item} />
          ))}
        </ul>
      )}
      <div className={styles.bottom}>
        {logo && (
          <a href={logo.href} className={styles.logo}>
            <img src={withPrefix(logo.src)} alt={logo.alt} width="40" height="40" />
          </a>
        )}
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
