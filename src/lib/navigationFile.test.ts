/** @jest-environment node */
import { parseNavigationFile } from './navigationFile';

const yaml = (lines: string[]) => `${lines.join('\n')}\n`;

describe('parseNavigationFile', () => {
  it('reads a sidebar with nested categories and reports a bad item inside one by line and full key path', () => {
    const sidebars = parseNavigationFile(
      'sidebars',
      'content/navigation/sidebars.yml',
      yaml([
        'tutorialSidebar:',
        '  - type: doc',
        '    id: index',
        '  - type: category',
        '    label: Guides',
        '    collapsed: false',
        '    items:',
        '      - type: doc',
        '        id: wants',
      ]),
    );
    expect(sidebars.tutorialSidebar[1]).toMatchObject({ type: 'category', label: 'Guides' });

    expect(() =>
      parseNavigationFile(
        'sidebars',
        'content/navigation/sidebars.yml',
        yaml([
          'tutorialSidebar:',
          '  - type: category',
          '    label: Guides',
          '    items:',
          '      - type: doc',
          '        slug: x',
        ]),
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
"Invalid content/navigation/sidebars.yml:
  - line 5: tutorialSidebar[0].items[0].id: found nothing; expected a value of type string
  - line 6: tutorialSidebar[0].items[0].slug: unknown key; remove it or check its spelling against src/config/navigationSchema.ts
Fix these keys in content/navigation/sidebars.yml; the keys and their types are documented in src/config/navigationSchema.ts."
`);
  });

  it('names the line, the key path, what was found and the allowed navbar item types', () => {
    expect(() =>
      parseNavigationFile(
        'navbar',
        'content/navigation/navbar.yml',
        yaml(['items:', '  - type: search', '  - type: joke', 'hideOnScroll: false']),
      ),
    ).toThrow(
      'line 3: items[1].type: found "joke"; expected one of "default", "doc", "docSidebar", "docsVersion", "dropdown", "html", "docsVersionDropdown", "localeDropdown", "search"',
    );
  });

  it('accepts a search item on either side, and nothing else on it', () => {
    const navbar = parseNavigationFile(
      'navbar',
      'navbar.yml',
      yaml(['items:', '  - type: search', '    position: left', '  - type: search', 'hideOnScroll: true']),
    );
    expect(navbar.items).toEqual([{ type: 'search', position: 'left' }, { type: 'search' }]);
    expect(() =>
      parseNavigationFile(
        'navbar',
        'navbar.yml',
        yaml(['items:', '  - type: search', '    label: Find', 'hideOnScroll: true']),
      ),
    ).toThrow(
      'line 3: items[0].label: unknown key; remove it or check its spelling against src/config/navigationSchema.ts',
    );
  });

  it('accepts a footer of one flat link list and reports an unknown key and a wrong type', () => {
    const footer = parseNavigationFile(
      'footer',
      'footer.yml',
      yaml(['links:', '  - label: Privacy', '    to: /privacy', 'copyright: © Trove']),
    );
    expect(footer.links).toEqual([{ label: 'Privacy', to: '/privacy' }]);
    expect(() => parseNavigationFile('footer', 'footer.yml', yaml(['links: []', 'colour: dark', 'copyright: 2026'])))
      .toThrowErrorMatchingInlineSnapshot(`
"Invalid footer.yml:
  - line 2: colour: unknown key; remove it or check its spelling against src/config/navigationSchema.ts
  - line 3: copyright: found 2026; expected a value of type string
Fix these keys in footer.yml; the keys and their types are documented in src/config/navigationSchema.ts."
`);
  });

  it('places a missing top-level key on line 1 and a missing nested key on the line of its parent', () => {
    expect(() =>
      parseNavigationFile('footer', 'footer.yml', yaml(['# The footer.', 'links: []', 'logo:', '  alt: Trove'])),
    ).toThrowErrorMatchingInlineSnapshot(`
"Invalid footer.yml:
  - line 1: copyright: found nothing; expected a value of type string
  - line 3: logo.src: found nothing; expected a value of type string
  - line 3: logo.href: found nothing; expected a value of type string
Fix these keys in footer.yml; the keys and their types are documented in src/config/navigationSchema.ts."
`);
    expect(() => parseNavigationFile('navbar', 'navbar.yml', yaml(['items: []']))).toThrow(
      'line 1: hideOnScroll: found nothing; expected a value of type boolean',
    );
  });

  it('reports a link with no target on its own line, saying what a link needs', () => {
    const linkTarget =
      'expected a link target: "to" with a site path such as "/wants", or "href" with an absolute URL (one of the two)';
    expect(() =>
      parseNavigationFile('footer', 'footer.yml', yaml(['links:', '  - label: A', 'copyright: © Trove'])),
    ).toThrow(`line 2: links[0]: found {"label":"A"}; ${linkTarget}`);
    expect(() =>
      parseNavigationFile(
        'footer',
        'footer.yml',
        yaml(['links:', '  - title: Docs', '    items:', '      - label: A', 'copyright: © Trove']),
      ),
    ).toThrow(`line 4: links[0].items[0]: found {"label":"A"}; ${linkTarget}`);
    expect(() =>
      parseNavigationFile(
        'navbar',
        'navbar.yml',
        yaml([
          'items:',
          '  - type: dropdown',
          '    label: More',
          '    items:',
          '      - label: A',
          'hideOnScroll: true',
        ]),
      ),
    ).toThrow(`line 5: items[0].items[0]: found {"label":"A"}; ${linkTarget}`);
  });

  it('names the shapes allowed when a value fits none of them', () => {
    expect(() => parseNavigationFile('footer', 'footer.yml', yaml(['links: Docs', 'copyright: © Trove']))).toThrow(
      'line 1: links: found "Docs"; expected a list of links (each a "label" with "to" or "href") or of columns (each a "title" and its "items", a list of links)',
    );
    expect(() =>
      parseNavigationFile(
        'sidebars',
        'sidebars.yml',
        yaml(['docs:', '  - type: link', '    label: A', '    href: wants']),
      ),
    ).toThrow(
      'line 4: docs[0].href: found "wants"; expected a path of this site such as "/wants", or the address of another site such as "https://trove.app" (this one is relative to the page it is on, which is not the same on every page)',
    );
  });

  it('refuses URLs that run code or leave the site, in every link of every file, naming the line and the key', () => {
    expect(() =>
      parseNavigationFile(
        'navbar',
        'content/navigation/navbar.yml',
        yaml([
          'items:',
          '  - type: default',
          '    label: Status',
          '    href: "jAvAsCrIpT:alert(document.domain)"',
          '  - type: default',
          '    label: Wants',
          '    to: //evil.example',
          '  - type: dropdown',
          '    label: More',
          '    items:',
          '      - label: Blog',
          '        href: "data:text/html,<script>alert(1)</script>"',
          '      - label: Help',
          '        to: /\\evil.example',
          'hideOnScroll: false',
        ]),
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
"Invalid content/navigation/navbar.yml:
  - line 4: items[0].href: found "jAvAsCrIpT:alert(document.domain)"; expected the address of another site, such as "https://trove.app", or "mailto:…" (this one uses the scheme "javascript:", which is not allowed)
  - line 7: items[1].to: found "//evil.example"; expected a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one)
  - line 12: items[2].items[0].href: found "data:text/html,<script>alert(1)</script>"; expected the address of another site, such as "https://trove.app", or "mailto:…" (this one uses the scheme "data:", which is not allowed)
  - line 14: items[2].items[1].to: found "/\\\\evil.example"; expected a path of this site starting with one "/", such as "/wants" (this one holds a backslash, which browsers read as "/"; write "/" if a path is meant)
Fix these keys in content/navigation/navbar.yml; the keys and their types are documented in src/config/navigationSchema.ts."
`);
    expect(() =>
      parseNavigationFile(
        'footer',
        'footer.yml',
        yaml([
          'links:',
          '  - label: Forum',
          '    href: "java\tscript:alert(1)"',
          'logo:',
          '  alt: Trove',
          '  src: //evil.example/logo.svg',
          '  href: vbscript:msgbox(1)',
          'copyright: © Trove',
        ]),
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
"Invalid footer.yml:
  - line 3: links[0].href: found "java\\tscript:alert(1)"; expected the address of another site, such as "https://trove.app", or "mailto:…" (this one holds a control character (a tab, a newline...), which browsers drop; remove it)
  - line 6: logo.src: found "//evil.example/logo.svg"; expected a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one)
  - line 7: logo.href: found "vbscript:msgbox(1)"; expected the address of another site, such as "https://trove.app", or "mailto:…" (this one uses the scheme "vbscript:", which is not allowed)
Fix these keys in footer.yml; the keys and their types are documented in src/config/navigationSchema.ts."
`);
    expect(() =>
      parseNavigationFile(
        'sidebars',
        'sidebars.yml',
        yaml(['docs:', '  - type: link', '    label: A', '    href: " //evil.example"']),
      ),
    ).toThrow('line 4: docs[0].href: found " //evil.example"; expected a path of this site such as "/wants"');
  });

  it('checks the announcement colours come as a pair with enough contrast', () => {
    const bar = ['id: v2', 'content: Trove 2 is out', 'isCloseable: true'];
    expect(() =>
      parseNavigationFile(
        'announcementBar',
        'a.yml',
        yaml([...bar, 'backgroundColor: "#0f6e5a"', 'textColor: "#1a7a66"']),
      ),
    ).toThrow(
      'line 5: textColor: found "#1a7a66"; expected a colour with a contrast of at least 4.5:1 on #0f6e5a (this one has 1.18:1)',
    );
    expect(() => parseNavigationFile('announcementBar', 'a.yml', yaml([...bar, 'textColor: "#ffffff"']))).toThrow(
      'backgroundColor: found nothing; expected a colour too, because textColor is set (set both or neither)',
    );
    const good = parseNavigationFile(
      'announcementBar',
      'a.yml',
      yaml([...bar, 'backgroundColor: "#0f6e5a"', 'textColor: "#ffffff"']),
    );
    expect(good?.isCloseable).toBe(true);
  });

  it('reports a YAML syntax error with its line, naming the file', () => {
    expect(() =>
      parseNavigationFile('navbar', 'content/navigation/navbar.yml', yaml(['items:', '  - type: "search'])),
    ).toThrow(/^Invalid content\/navigation\/navbar\.yml:\n {2}- line \d+, column \d+: .*\(YAML syntax\)/);
  });
});
