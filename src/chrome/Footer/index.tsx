import React from 'react';
import type { FooterLinks } from '../../config/navigationSchema';
import { useChrome } from '../../contexts/Chrome';
import Link from '../Link';
import { LOGO_IMAGE_ATTRIBUTES } from '../logoImage';
import { copyrightLine } from './copyright';
import { leavesLocale, localeOf } from '../../lib/locales';

type FooterLink = { label: string } & ({ to: string } | { href: string });
type FooterColumn = { title: string; items: FooterLink[] };

function isColumns(links: FooterLinks): links is FooterColumn[] {
  return links.length > 0 && 'title' in links[0];
}

/**
 * A footer link. A site path (`to`) the page's locale does not have leads to the default locale's
 * page, loaded whole (`target="_self"`, which the site's router leaves alone: `leavesLocale`).
 */
function FooterLinkItem({ item }: { item: FooterLink }) {
  const { settings, locale } = useChrome();
  const leaves = 'to' in item && leavesLocale(settings.i18n, localeOf(settings.i18n, locale), item.to);
  return (
    <li>
      <Link href={'to' in item ? item.to : item.href} className="footer__link" {...(leaves ? { target: '_self' } : {})}>
        {item.label}
      </Link>
    </li>
  );
}

/**
 * Link columns or a flat link list, the logo and the copyright line, all from
 * content/navigation/footer.yml, in the page's locale (the shared footer's is the default's).
 */
export default function Footer() {
  const { pathPrefix, navigation, settings, locale: code } = useChrome();
  const { links, logo, copyright } = navigation.footer;
  const locale = localeOf(settings.i18n, code);
  return (
    <footer className="footer">
      {isColumns(links) ? (
        <div className="footer__columns">
          {links.map((column) => (
            <section key={column.title} className="footer__column" aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="footer__title">
                {column.title}
              </h2>
              <ul className="footer__list">
                {column.items.map((item) => (
                  <FooterLinkItem key={item.label} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <ul className="footer__flat-list">
          {links.map((item) => (
            <FooterLinkItem key={item.label} item={item} />
          ))}
        </ul>
      )}
      <div className="footer__bottom">
        {logo && (
          <a href={logo.href} className="footer__logo">
            <img {...LOGO_IMAGE_ATTRIBUTES} src={`${pathPrefix}${logo.src}`} alt={logo.alt} width="40" height="40" />
          </a>
        )}
        <p className="footer__copyright">{copyrightLine(copyright, new Date(), locale)}</p>
      </div>
    </footer>
  );
}
