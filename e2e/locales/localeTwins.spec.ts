import { expect, test } from '../fixtures';
import { ARABIC_WANTS } from './localesFixture';

const MARKDOWN = 'text/markdown; charset=utf-8';
const OTHER_SETS = '## Other versions and languages';

/** The paths of the absolute links of a Markdown text, in order. */
const linkPaths = (text: string) =>
  [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => new URL(match[1]).pathname);

test("each doc set has its own llms.txt and llms-full.txt under its path; the root's names the others", async ({
  request,
}) => {
  const root = await (await request.get('/llms.txt')).text();
  const [own, others] = root.split(OTHER_SETS);
  // The latest version's sidebar docs (Goals is the current docs' only); Planner, in no sidebar, is in llms-full.txt.
  expect(linkPaths(own)).toEqual(['/index.md', '/resources.md', '/wants.md']);
  expect(await (await request.get('/llms-full.txt')).text()).toMatch(/\n# Planner\n\nPlan what to collect next\.\n/);
  expect(linkPaths(await (await request.get('/next/llms.txt')).text())).toContain('/next/goals.md');
  expect(linkPaths(others)).toEqual([
    '/next/llms.txt',
    '/1.0/llms.txt',
    '/ar/next/llms.txt',
    '/ar/llms.txt',
    '/ar/1.0/llms.txt',
  ]);
  for (const setPath of ['/next', '/1.0', '/ar', '/ar/next', '/ar/1.0']) {
    const llms = await (await request.get(`${setPath}/llms.txt`)).text();
    expect(llms, setPath).toMatch(/^# Trove\n\n> /);
    expect(llms, setPath).not.toContain(OTHER_SETS);
    const twins = linkPaths(llms);
    expect(twins.length, setPath).toBeGreaterThan(0);
    expect(
      twins.filter((twin) => !twin.startsWith(`${setPath}/`)),
      setPath,
    ).toEqual([]);
    const full = await request.get(`${setPath}/llms-full.txt`);
    expect(full.status(), setPath).toBe(200);
    expect(await full.text(), setPath).toMatch(/^# /);
  }
});

test("a translation's twin is in its language with its links in its locale and version; an untranslated doc's is the original's", async ({
  request,
}) => {
  const translated = await request.get('/ar/1.0/wants.md');
  expect(translated.headers()['content-type']).toBe(MARKDOWN);
  const text = await translated.text();
  expect(text.startsWith(`# ${ARABIC_WANTS}\n\n${ARABIC_WANTS}.\n\n`)).toBe(true);
  expect(linkPaths(text)).toEqual(['/ar/1.0/resources', '/ar/1.0']);
  const fallback = await request.get('/ar/1.0/resources.md');
  expect(fallback.headers()['content-type']).toBe(MARKDOWN);
  expect(await fallback.text()).toMatch(/^# Resources\n/);
  for (const main of ['/1.0/index.md', '/next/index.md', '/ar/index.md'])
    expect((await request.get(main)).status(), main).toBe(200);
});
