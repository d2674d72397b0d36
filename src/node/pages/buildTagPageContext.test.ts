import type { Sidebars } from '../../lib/sidebar';
import { tagPages } from '../../lib/docs/tags';
import { buildAllTagsPageContext, buildTagPageContext } from './buildTagPageContext';
import { siteOfPages } from './siteOfPages.testHelper';

const sidebars: Sidebars = { tutorialSidebar: [{ label: 'Start', href: '/', docId: 'index' }] };
const site = siteOfPages(sidebars, { publishedIds: new Set(['index']), routeOfFile: new Map() });
const doc = (docId: string, tags: string[]) => ({
  docId,
  title: `The ${docId} doc`,
  route: `/${docId}`,
  description: `About ${docId}.`,
  tags,
});
const tags = tagPages(
  [doc('wants', ['wants', 'trade']), doc('resources', ['wants'])],
  { wants: { label: 'Wants', description: 'Docs about want lists.' } },
  '/',
);

describe('tag pages', () => {
  it("list a tag's docs with their descriptions, under the tags file's sentence or one of their own", () => {
    const wants = buildTagPageContext(
      tags.find((tag) => tag.key === 'wants')!,
      site,
    );
    expect(wants).toMatchObject({
      title: 'Wants',
      description: 'Docs about want lists.',
      items: [
        { label: 'The wants doc', href: '/wants', description: 'About wants.' },
        { label: 'The resources doc', href: '/resources', description: 'About resources.' },
      ],
    });
    expect(wants.head.url).toBe('https://trove.example/docs/tags/wants');
    expect(
      buildTagPageContext(
        tags.find((tag) => tag.key === 'trade')!,
        site,
      ).description,
    ).toBe('Docs tagged "trade".');
  });

  it('list every tag with how many docs name it', () => {
    expect(buildAllTagsPageContext(tags, site)).toMatchObject({
      title: 'Tags',
      items: [
        { label: 'trade (1)', href: '/tags/trade' },
        { label: 'Wants (2)', href: '/tags/wants' },
      ],
    });
  });
});
