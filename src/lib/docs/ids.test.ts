import { frontMatterSchema } from './frontMatter';
import {
  DOC_ID_FIX,
  DOC_ID_PART,
  docIdOf,
  docIdProblems,
  fileNameOf,
  folderOf,
  suggestedIdPart,
  toDocsPath,
} from './ids';
import { DataFileError } from './yamlFile';

describe('doc ids', () => {
  it('take the folder, then the front matter id or the file name', () => {
    expect(docIdOf('wants.mdx', undefined)).toBe('wants');
    expect(docIdOf('wants.mdx', 'want-lists')).toBe('want-lists');
    expect(docIdOf('guides/alerts.mdx', undefined)).toBe('guides/alerts');
    expect(docIdOf('guides/alerts.md', 'price-alerts')).toBe('guides/price-alerts');
    expect(docIdOf('guides/deep/index.mdx', undefined)).toBe('guides/deep/index');
  });

  it('split a docs path into folder and file name', () => {
    expect(folderOf('guides/deep/alerts.mdx')).toBe('guides/deep');
    expect(folderOf('alerts.mdx')).toBe('');
    expect(fileNameOf('guides/deep/alerts.mdx')).toBe('alerts');
    expect(fileNameOf('index.md')).toBe('index');
  });

  it('normalise separators and leading dots of a relative path', () => {
    expect(toDocsPath('guides\\alerts.mdx')).toBe('guides/alerts.mdx');
    expect(toDocsPath('./guides/alerts.mdx')).toBe('guides/alerts.mdx');
  });
});

describe('the doc id rule', () => {
  it('accepts valid names, nested folders included, and leaves their ids as they were', () => {
    for (const docsPath of ['index.mdx', 'guides/alerts.mdx', 'guides/setup/first-steps.md', 'v2/2024-notes.mdx']) {
      expect(docIdProblems(docsPath, undefined)).toEqual([]);
    }
    expect(docIdOf('guides/setup/first-steps.md', undefined)).toBe('guides/setup/first-steps');
  });

  it('refuses a file name with capitals, accents or spaces, and says what to rename it to', () => {
    expect(docIdProblems('guides/Alerts.mdx', undefined)).toEqual([
      'file name: found "Alerts"; expected lowercase letters, digits and dashes, like "price-guides"; rename the file to ' +
        'alerts.mdx, or give the doc an id in its front matter (id: alerts), which replaces the file name',
    ]);
    expect(docIdProblems('résumé.md', undefined)[0]).toContain('found "résumé"; expected');
    expect(docIdProblems('résumé.md', undefined)[0]).toContain('rename the file to resume.md');
    expect(docIdProblems('price guides.mdx', undefined)[0]).toContain('rename the file to price-guides.mdx');
  });

  it('reads as the front matter errors do, naming the file, what was found and the fix', () => {
    const file = 'content/docs/Café Tips.mdx';
    expect(() => {
      throw new DataFileError(file, docIdProblems('Café Tips.mdx', undefined), DOC_ID_FIX);
    }).toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/Café Tips.mdx:
       - file name: found "Café Tips"; expected lowercase letters, digits and dashes, like "price-guides"; rename the file to cafe-tips.mdx, or give the doc an id in its front matter (id: cafe-tips), which replaces the file name
     A doc's id, which gives its route, is its folders and file name (content/docs/guides/alerts.mdx is guides/alerts, at /guides/alerts); after a rename, change the sidebar entries that name the doc by id (README, Editing the docs)."
    `);
  });

  it('lets a front-matter id replace a file name it refuses, but not a folder name', () => {
    expect(docIdProblems('Café Tips.mdx', 'cafe-tips')).toEqual([]);
    expect(docIdProblems('My Guides/deep/Alerts.mdx', 'alerts')).toEqual([
      'folder My Guides: found "My Guides"; expected lowercase letters, digits and dashes, like "price-guides"; ' +
        'rename the folder to my-guides',
    ]);
  });

  it('offers no name when none of the old one is left', () => {
    expect(suggestedIdPart('日本語')).toBe('');
    expect(docIdProblems('日本語.mdx', undefined)[0]).toContain(
      'rename the file with lowercase letters, digits and dashes, like "price-guides", or give the doc an id in its front matter, which',
    );
  });

  it('is the rule of a front-matter id', () => {
    const frontMatterIdRule = frontMatterSchema.shape.id.unwrap();
    for (const name of ['alerts', '2024-notes', 'Alerts', 'café', 'price guides', '-alerts', 'my_doc', 'a.b', '']) {
      expect([name, DOC_ID_PART.test(name)]).toEqual([name, frontMatterIdRule.safeParse(name).success]);
    }
  });
});
