import { categoriesOfSet, parseCategoryFile, type DocCategory } from './category';

const file = 'content/docs/guides/_category_.yml';

describe('parseCategoryFile', () => {
  it('reads every documented key', () => {
    expect(
      parseCategoryFile(
        file,
        'label: Guides\nposition: 2\ncollapsed: false\ncollapsible: true\nlink:\n  type: doc\n  id: overview\n',
      ),
    ).toEqual({
      label: 'Guides',
      position: 2,
      collapsed: false,
      collapsible: true,
      link: { type: 'doc', id: 'overview' },
    });
  });

  it('takes an empty file and a null link', () => {
    expect(parseCategoryFile(file, '')).toEqual({});
    expect(parseCategoryFile(file, 'link: null\n')).toEqual({ link: null });
  });

  it('reads a generated index link, and names the keys a link type does not take', () => {
    expect(
      parseCategoryFile(
        file,
        'link:\n  type: generated-index\n  title: All guides\n  description: Every guide.\n  slug: /guides/all\n',
      ),
    ).toEqual({
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide.', slug: '/guides/all' },
    });
    expect(() => parseCategoryFile(file, 'link:\n  type: generated-index\n  id: overview\n'))
      .toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 3: link.id: found "overview"; expected no id with type generated-index; remove it, or write "type: doc"
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
    expect(() => parseCategoryFile(file, 'link:\n  type: doc\n  id: overview\n  description: Every guide.\n'))
      .toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 4: link.description: found "Every guide."; expected no description with type doc (the doc gives its own); remove it, or write "type: generated-index"
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
    expect(() => parseCategoryFile(file, 'link:\n  type: generated-index\n  slug: guides\n')).toThrow(
      /line 3: link.slug: found "guides"; expected a path of this site starting with one "\/"/,
    );
  });

  it('names the file, the line and the key of a wrong value, and how to fix it', () => {
    expect(() => parseCategoryFile(file, 'label: Guides\nposition: two\n')).toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 2: position: found "two"; expected a value of type number
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
  });

  it('names an unknown key, nested keys and the keys allowed', () => {
    expect(() => parseCategoryFile(file, 'label: Guides\nicon: star\nlink:\n  type: page\n  id: overview\n')).toThrow(
      /line 2: icon: unknown key; remove it or check its spelling against the keys label, position, collapsed, collapsible and link[\s\S]*line 4: link.type: found "page"/,
    );
  });

  it('reports a YAML syntax error with its line, an unclosed quote where it opens', () => {
    expect(() => parseCategoryFile(file, 'label: "Guides\nposition: 2\n')).toThrow(
      /Invalid content\/docs\/guides\/_category_.yml:\n {2}- line 1, column 8: Missing closing "quote \(YAML syntax\)/,
    );
  });
});

describe('categoriesOfSet', () => {
  const category = (folder: string, settings: Partial<DocCategory>, locale?: string): DocCategory => ({
    folder,
    version: '1.0',
    file: `content/${locale ? `i18n/${locale}/versioned_docs/version-1.0` : 'versioned_docs/version-1.0'}/${folder}/_category_.yml`,
    ...(locale ? { locale } : {}),
    ...settings,
  });
  const guides = category('guides', {
    label: 'Guides',
    position: 2,
    link: { type: 'generated-index', description: 'How-tos.' },
  });
  const trades = category('trades', { label: 'Trades' });
  const arabicGuides = category(
    'guides',
    { label: 'أدلة', link: { type: 'generated-index', description: 'إرشادات.' } },
    'ar',
  );
  const arabicAlerts = category('alerts', { label: 'تنبيهات' }, 'ar');
  const all = [guides, trades, arabicGuides, arabicAlerts, { ...trades, version: '2.0' }];

  it("gives the default locale its version's own categories", () => {
    expect(categoriesOfSet(all, '1.0', undefined)).toEqual([guides, trades]);
    expect(categoriesOfSet(all, '2.0', undefined)).toEqual([{ ...trades, version: '2.0' }]);
  });

  it("gives a locale each category with its translation's keys, and the translations of folders without a file", () => {
    const arabic = categoriesOfSet([guides, trades, arabicGuides, arabicAlerts], '1.0', 'ar');
    expect(arabic).toEqual([{ ...guides, ...arabicGuides, position: 2 }, trades, arabicAlerts]);
    expect(arabic[0].file).toBe(arabicGuides.file);
  });

  it("keeps the original's route: a translation's link.slug is not its own", () => {
    const routed = { ...guides, link: { type: 'generated-index' as const, slug: '/guides' } };
    const moved = { ...arabicGuides, link: { type: 'generated-index' as const, slug: '/adilla', title: 'أدلة' } };
    expect(categoriesOfSet([routed, moved], '1.0', 'ar')[0].link).toEqual({
      type: 'generated-index',
      slug: '/guides',
      title: 'أدلة',
    });
    expect(categoriesOfSet([guides, moved], '1.0', 'ar')[0].link).toEqual({ type: 'generated-index', title: 'أدلة' });
  });

  it("gives a locale without translations the version's categories", () => {
    expect(categoriesOfSet([guides, trades, arabicGuides], '1.0', 'fr')).toEqual([guides, trades]);
  });
});
