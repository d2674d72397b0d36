/** @jest-environment node */
import siteConfig from './site.config';
import { formatKeyPath, parseKeyPath, parseSiteConfig } from './parse';

function withChanges(change: (config: Record<string, any>) => void): unknown {
  const copy = structuredClone(siteConfig) as Record<string, any>;
  change(copy);
  return copy;
}

describe('parseSiteConfig', () => {
  it('accepts the site config', () => {
    expect(parseSiteConfig(siteConfig).title).toBe('Trove');
  });

  it('names a redirect whose target uses a parameter its source does not capture', () => {
    const input = withChanges((config) => {
      config.redirects = [{ from: '/guides/:slug', to: '/:page' }];
    });
    expect(() => parseSiteConfig(input)).toThrow(
      'redirects[0]: found {"from":"/guides/:slug","to":"/:page"}; expected a usable redirect ("to" uses "page", which "from" does not capture)',
    );
  });

  it('names a redirect whose target could leave the site, and the fix', () => {
    // A valid site path as written, which gives "//b" where "from" matches without "/:lang".
    const input = withChanges((config) => {
      config.redirects = [{ from: '/a{/:lang}/b', to: '/{:lang}/b' }];
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
     "Invalid site config (src/config/site.config.ts):
       - redirects[0]: found {"from":"/a{/:lang}/b","to":"/{:lang}/b"}; expected a usable redirect ("to" can send a reader off the site: it gives "//b" where "from" matches without an optional part, and a redirect target must start with exactly one "/" and hold no empty segment, backslash, control character or encoded "/" or "\\"; start "to" with "/" and a segment or a parameter, such as "/docs/:slug")
     Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
    `);
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
      config.logo.colour = 'dark';
      config.i18n.locales[0].direction = 'up';
      config.i18n.defaultLocale = 'fr';
      config.url = 'https://docs.trove.app/';
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
     "Invalid site config (src/config/site.config.ts):
       - url: found "https://docs.trove.app/"; expected a URL without a trailing slash
       - logo.colour: unknown key; remove it or check its spelling against src/config/schema.ts
       - i18n.locales[0].direction: found "up"; expected one of "ltr", "rtl"
     Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
    `);
  });

  it('refuses site files, redirects and the site URL that leave the site or run code', () => {
    const input = withChanges((config) => {
      config.url = 'javascript:alert(1)';
      config.favicon = '//evil.example/favicon.svg';
      config.socialImage = 'data:image/png;base64,AAAA';
      config.logo.src = '/\\evil.example/logo.svg';
      config.i18n.locales[0].path = '/evil.example';
      config.redirects = [{ from: '/old', to: '//evil.example' }];
    });
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
"Invalid site config (src/config/site.config.ts):
  - url: found "javascript:alert(1)"; expected an http(s) address such as "https://docs.trove.app" (this one uses the scheme "javascript:", which is not allowed)
  - favicon: found "//evil.example/favicon.svg"; expected a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one)
  - socialImage: found "data:image/png;base64,AAAA"; expected a path of this site starting with one "/", such as "/wants" (this one uses the scheme "data:", which is not allowed)
  - logo.src: found "/\\\\evil.example/logo.svg"; expected a path of this site starting with one "/", such as "/wants" (this one holds a backslash, which browsers read as "/"; write "/" if a path is meant)
  - i18n.locales[0].path: found "/evil.example"; expected one segment of a path: letters, digits, "-" and "_", such as "pt-br"
  - redirects[0].to: found "//evil.example"; expected a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one)
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

describe('the versions', () => {
  it('serve exactly one latest version, at the root', () => {
    const release = { name: '1.0', label: '1.0', path: '/1.0', isLast: true, mainDocId: 'index', breadcrumbs: true };
    const input = withChanges((config) => config.docs.versions.push(release));
    expect(() => parseSiteConfig(input)).toThrowErrorMatchingInlineSnapshot(`
     "Invalid site config (src/config/site.config.ts):
       - docs.versions[1].isLast: found true; expected false: only one version is the latest, and "current" is
       - docs.versions[1].path: found "/1.0"; expected "/" for the latest version (isLast: true); give the version it replaces a path of its own, such as "/next"
     Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts."
    `);
  });

  it('accept a release served at the root with the current docs beside it', () => {
    const input = withChanges((config) => {
      Object.assign(config.docs.versions[0], { path: '/next', isLast: false });
      config.docs.versions.push({
        name: '1.0',
        label: '1.0',
        path: '/',
        isLast: true,
        mainDocId: 'index',
        breadcrumbs: true,
      });
    });
    expect(parseSiteConfig(input).docs.versions.map((version) => version.path)).toEqual(['/next', '/']);
  });

  it('have a latest one', () => {
    const input = withChanges((config) => {
      config.docs.versions[0].isLast = false;
    });
    expect(() => parseSiteConfig(input)).toThrow(/docs\.versions: found .*; expected one version with isLast: true/);
  });

  it('have names of their own', () => {
    const input = withChanges((config) => {
      config.docs.versions.push({ ...config.docs.versions[0], path: '/old', isLast: false });
    });
    expect(() => parseSiteConfig(input)).toThrow(
      'docs.versions[1].name: found "current"; expected a name no other version uses',
    );
  });
});

describe('formatKeyPath', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatKeyPath(['navbar', 'items', 2, 'type'])).toBe('navbar.items[2].type');
    expect(formatKeyPath([])).toBe('(root)');
  });
});

describe('parseKeyPath', () => {
  it('reads back the keys formatKeyPath writes', () => {
    expect(parseKeyPath('navbar.items[2].type')).toEqual(['navbar', 'items', 2, 'type']);
    expect(parseKeyPath('tutorialSidebar[3][0].id')).toEqual(['tutorialSidebar', 3, 0, 'id']);
  });
});
