import {
  absoluteTwinUrl,
  markdownText,
  resolveTwin,
  twinLinkPlaceholder,
  twinRoute,
  type TwinPlace,
} from './twinLinks';

const place: TwinPlace = {
  siteUrl: 'https://trove.app',
  pathPrefix: '/docs',
  route: '/1.0/guides/alerts',
  docsPath: 'guides/alerts.mdx',
  routes: { 'wants.mdx': '/docs/1.0/wants', '/resources': '/docs/1.0/resources' },
};

describe('absoluteTwinUrl', () => {
  it.each([
    ['../wants.mdx#ceilings', 'https://trove.app/docs/1.0/wants#ceilings'],
    ['/resources?tab=csv', 'https://trove.app/docs/1.0/resources?tab=csv'],
    ['/media/shelf.png', 'https://trove.app/docs/media/shelf.png'],
    ['#setting-one', 'https://trove.app/docs/1.0/guides/alerts#setting-one'],
    ['prices', 'https://trove.app/docs/1.0/guides/prices'],
    ['./missing.mdx', 'https://trove.app/docs/1.0/guides/missing.mdx'],
    ['https://example.com/a(b)', 'https://example.com/a(b)'],
    ['mailto:help@trove.app', 'mailto:help@trove.app'],
  ])('%s leads to %s, as the page links it', (href, url) => {
    expect(absoluteTwinUrl(href, place)).toBe(url);
  });
});

describe('resolveTwin', () => {
  it('replaces each placeholder destination with its absolute URL, in angle brackets where CommonMark needs them', () => {
    const markdown = `[Wants](<${twinLinkPlaceholder(0)}>) ![Shelf](<${twinLinkPlaceholder(1)}> "A shelf") [x](<${twinLinkPlaceholder(2)}>)`;
    expect(resolveTwin({ markdown, links: ['../wants.mdx', '/media/shelf one.png', '#a(b)'] }, place)).toBe(
      '[Wants](https://trove.app/docs/1.0/wants) ![Shelf](<https://trove.app/docs/media/shelf one.png> "A shelf") ' +
        '[x](<https://trove.app/docs/1.0/guides/alerts#a(b)>)',
    );
  });

  it('leaves text that only looks like a placeholder alone', () => {
    expect(resolveTwin({ markdown: 'a <b> \\<0>', links: ['/x'] }, place)).toBe('a <b> \\<0>');
  });
});

describe('markdownText', () => {
  it.each([
    ['Price *alerts* & [wants]', 'Price \\*alerts\\* & \\[wants\\]'],
    ['<script>alert(1)</script>', '\\<script>alert(1)\\</script>'],
    ['C#', 'C\\#'],
    ['&amp; stays text', '\\&amp; stays text'],
    ['two\n  lines', 'two lines'],
    ['1.0 - > # inline', '1.0 - > # inline'],
  ])('writes %j as %j', (text, markdown) => {
    expect(markdownText(text)).toBe(markdown);
  });

  it.each([
    ['- not a list', '\\- not a list'],
    ['> not a quote', '\\> not a quote'],
    ['# not a heading', '\\# not a heading'],
    ['1. not a list', '1\\. not a list'],
    ['1.0 is a version', '1.0 is a version'],
    ['--- not a rule', '\\--- not a rule'],
    ['-1 °C', '-1 °C'],
  ])('at the start of a line, writes %j as %j', (text, markdown) => {
    expect(markdownText(text, { lineStart: true })).toBe(markdown);
  });
});

describe('twinRoute', () => {
  it('is the route plus .md, and a doc set main doc its index.md', () => {
    expect(twinRoute('/wants', false)).toBe('/wants.md');
    expect(twinRoute('/guides/alerts', false)).toBe('/guides/alerts.md');
    expect(twinRoute('/', true)).toBe('/index.md');
    expect(twinRoute('/1.0', true)).toBe('/1.0/index.md');
    expect(twinRoute('/ar', true)).toBe('/ar/index.md');
  });
});
