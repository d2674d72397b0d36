import React from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import Link from '../Link';
import * as styles from './styles.module.css';

/** Link columns, the logo and the copyright line, all from the site config. */
export default function Footer() {
  const { links, logo, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {links.map((column) => (
          <section key={column.title} className={styles.column} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link href={'to' in item ? item.to : item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
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
