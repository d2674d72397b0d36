import { parse } from 'yaml';
import { cmsConfig, type CmsSite } from './cmsConfig';
import { yamlWithAliases } from './yamlWithAliases';

/** Reads the text as Decap reads config.yml: aliases followed without a limit. */
const asDecapReads = (text: string) => parse(text, { maxAliasCount: -1, merge: true }) as unknown;

describe('yamlWithAliases', () => {
  it('writes what JSON writes, as YAML, when nothing repeats', () => {
    const value = { name: 'docs', 'odd "key"': 'a\nb: c # d', list: [1, true, null, [], {}], gone: undefined };
    const text = yamlWithAliases(value);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(asDecapReads(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('writes an object held twice once, then as an alias that reads back as the same value', () => {
    const fields = [{ name: 'title', widget: 'string' }];
    const value = {
      collections: [
        { name: 'a', fields },
        { name: 'b', fields },
        { name: 'c', fields: fields.map((field) => ({ ...field })) },
      ],
    };
    const text = yamlWithAliases(value);
    expect(text.match(/"title"/g)).toHaveLength(2);
    expect(text).toContain('"fields": &a1 [');
    expect(text).toContain('"fields": *a1');
    expect(asDecapReads(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('anchors an outer object and an inner one it repeats apart', () => {
    const options = [{ label: 'Index', value: 'index' }];
    const picker = { widget: 'picker', options };
    const value = { a: picker, b: picker, c: { options } };
    expect(asDecapReads(yamlWithAliases(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});

describe('the CMS config of a large site', () => {
  // 3,000 docs in 1,110 folders nested three deep, as `npm run bench:scale -- --sidebar nested` lays them out.
  const folders = [''];
  for (let s = 0; s < 10; s++) {
    folders.push(`s-${s}`);
    for (let u = 0; u < 10; u++) {
      folders.push(`s-${s}/u-${u}`);
      for (let f = 0; f < 10; f++) folders.push(`s-${s}/u-${u}/f-${f}`);
    }
  }
  const site: CmsSite = {
    backend: {
      backend: { name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' },
      local_backend: true,
    },
    localBackendUrl: 'http://127.0.0.1:9181/api/v1',
    contentFolder: 'content',
    docFolders: folders,
    docs: Array.from({ length: 3000 }, (_, index) => ({
      id: `${folders[1 + (index % 1000)]}/doc-${index}`,
      title: `Doc ${index}`,
    })),
    sidebarIds: ['tutorialSidebar'],
    versionNames: ['current'],
    siteUrl: 'https://docs.trove.app',
  };

  it("writes a doc's fields and the list of every doc once, however many collections and pickers repeat them", () => {
    const config = cmsConfig(site);
    const text = yamlWithAliases(config);
    // Each doc once, in the doc pickers' one list, and the body field once for the 1,111 collections:
    // 11.7 MB as JSON, 1.1 MB so.
    expect(text.match(/"Doc 2999 \(/g)).toHaveLength(1);
    expect(text.match(/"hint": "MDX: Markdown/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(1.5 * 1024 ** 2);
    expect(asDecapReads(text)).toEqual(JSON.parse(JSON.stringify(config)));
  });
});
