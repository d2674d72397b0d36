/** @jest-environment node */
import siteConfig from './site.config';
import { formatKeyPath, parseSiteConfig } from './parse';

function withChanges(change: (config: Record<string, any>) => void): unknown {
  const copy = structuredClone(siteConfig) as Record<string, any>;
  change(copy);
  return copy;
}

describe('parseSiteConfig', () => {
  it('accepts the site config', () => {
    expect(parseSiteConfig(siteConfig).title).toBe('Trove');
  });

  it('accepts a footer of one flat link list', () => {
    const input = withChanges((config) => {
      config.footer.links = [{ label: 'Privacy', to: '/privacy' }];
    });
    expect(parseSiteConfig(input).footer.links).toEqual([{ label: 'Privacy', to: '/privacy' }]);
  });

  it('accepts nested sidebar categories and reports a bad item inside one by its full key path', () => {
    const input = withChanges((config) => {
      config.sidebars.tutorialSidebar = [
        { type: 'doc', id: 'index' },
        { type: 'category', label: 'Guides', collapsed: false, items: [{ type: 'doc', id: 'wants' }] },
      ];
    });
    expect(parseSiteConfig(input).sidebars.tutorialSidebar[1]).toMatchObject({ type: 'category', label: 'Guides' });

    const broken = withChanges((config) => {
      config.sidebars.tutorialSidebar = [{ type: 'category', label: 'Guides', items: [{ type: 'doc', slug: 'x' }] }];
    });
    expect(() => parseSiteConfig(broken)).toThrow(/- sidebars\.tutorialSidebar\[0\]\.items\[0\]\.id: found nothing/);
  });

  it('checks the announcement colours come as a pair with enough contrast', () => {
    const bar = { id: 'v2', content: 'Trove 2 is out', isCloseable: true };
    const lowContrast = withChanges((config) => {
      config.announcementBar = { ...bar, backgroundColor: '#0f6e5a', textColor: '#1a7a66' };
    });
    expect(() => parseSiteConfig(lowContrast)).toThrow(
      'announcementBar.textColor: found "#1a7a66"; expected a colour with a contrast of at least 4.5:1 on #0f6e5a (this one has 1.18:1)',
    );
    const half = withChanges((config) => {
      config.announcementBar = { ...bar, textColor: '#ffffff' };
    });
    expect(() => parseSiteConfig(half)).toThrow(
      'announcementBar.backgroundColor: found nothing; expected a colour too, because textColor is set (set both or neither)',
    );
    const good = withChanges((config) => {
      config.announcementBar = { ...bar, backgroundColor: '#0f6e5a', textColor: '#ffffff' };
    });
    expect(parseSiteConfig(good).announcementBar?.isCloseable).toBe(true);
  });

  it('names a redirect whose target uses a parameter its source does not capture', () => {
    const input = withChanges((config) => {
      config.redirects = [{ from: '/guides/:slug', to: '/:page' }];
    });
    expect(() => parseSiteConfig(input)).toThrow(
      'redirects[0]: found {"from":"/guides/:slug","to":"/:page"}; expected a usable redirect ("to" uses "page", which "from" does not capture)',
    );
  });

  it('names the key path, what was found and the allowed navbar item types', () => {
    const input = withChanges((config) => {
      config.navbar.items[2] = { type: 'joke' };
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
"Invalid site config (src/config/site.config.ts):
  - navbar.items[2].type: found "joke"; expected one of "default", "doc", "docSidebar", "docsVersion", "dropdown", "html", "docsVersionDropdown", "localeDropdown", "search"
Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
`);
  });

  it('accepts a search item on either side, and nothing else on it', () => {
    const input = withChanges((config) => {
      config.navbar.items = [{ type: 'search', position: 'left' }, { type: 'search' }];
    });
    expect(parseSiteConfig(input).navbar.items).toEqual([{ type: 'search', position: 'left' }, { type: 'search' }]);
    const withLabel = withChanges((config) => {
      config.navbar.items = [{ type: 'search', label: 'Find' }];
    });
    expect(() => parseSiteConfig(withLabel)).toThrow(
      'navbar.items[0].label: unknown key; remove it or check its spelling against src/config/schema.ts',
    );
  });

  it('reports a missing key and a wrong type', () => {
    const input = withChanges((config) => {
      delete config.title;
      config.docs.versions[0].isLast = 'yes';
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
"Invalid site config (src/config/site.config.ts):
  - title: found nothing; expected a value of type string
  - docs.versions[0].isLast: found "yes"; expected a value of type boolean
Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
`);
  });

  it('reports unknown keys, bad enums and cross-field rules', () => {
    const input = withChanges((config) => {
      config.footer.colour = 'dark';
      config.i18n.locales[0].direction = 'up';
      config.i18n.defaultLocale = 'fr';
      config.url = 'https://docs.trove.app/';
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
"Invalid site config (src/config/site.config.ts):
  - url: found "https://docs.trove.app/"; expected a URL without a trailing slash
  - footer.colour: unknown key; remove it or check its spelling against src/config/schema.ts
  - i18n.locales[0].direction: found "up"; expected one of "ltr", "rtl"
Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
`);
  });

  it('checks the default locale against the locales once the shape is right', () => {
    const input = withChanges((config) => {
      config.i18n.defaultLocale = 'fr';
    });
    expect(() => parseSiteConfig(input)).toThrow(
      'i18n.defaultLocale: found "fr"; expected one of the codes in i18n.locales (en)',
    );
  });

  it('rejects two versions on one path', () => {
    const input = withChanges((config) => {
      config.docs.versions.push({ ...config.docs.versions[0], name: 'v1', label: 'v1', isLast: false });
    });
    expect(() => parseSiteConfig(input)).toThrow(
      'docs.versions[1].path: found "/"; expected a path no other version uses',
    );
  });
});

describe('formatKeyPath', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatKeyPath(['navbar', 'items', 2, 'type'])).toBe('navbar.items[2].type');
    expect(formatKeyPath([])).toBe('(root)');
  });
});
