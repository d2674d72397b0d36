import { changesFrom, markupOf } from './markupChanges';

const shared =
  '<nav class="navbar"><a href="/" class="navbar__link">Docs</a><ul><li><a href="/" aria-current="true">Next</a></li>' +
  '<li><a href="/" lang="en">English</a></li></ul><button type="button" class="search-button" aria-haspopup="dialog">' +
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="10.5" cy="10.5" r="6.5"></circle></svg>' +
  '<span class="visually-hidden">Search</span></button></nav>';

describe('changesFrom and markupOf', () => {
  it("tells a page's navbar as the few pieces it changes in the site's, and gives the page's back", () => {
    const page = shared
      .replace('class="navbar__link"', 'class="navbar__link navbar__link--active"')
      .replaceAll('<a href="/" aria-current', '<a href="/guides/alerts" aria-current')
      .replace('<a href="/" lang="en">', '<a href="/guides/alerts" lang="en">');
    const changes = changesFrom(shared, page);
    expect(changes).toEqual({
      of: shared.length,
      changed: [
        [1, '<a href="/" class="navbar__link navbar__link--active"'],
        [5, '<a href="/guides/alerts" aria-current="true"'],
        [9, '<a href="/guides/alerts" lang="en"'],
      ],
    });
    expect(JSON.stringify(changes).length).toBeLessThan(page.length / 2);
    expect(markupOf(shared, changes)).toBe(page);
  });

  it("shows the shared markup as it is, not a mix, for changes made against another deployment's", () => {
    const page = shared.replace('class="navbar__link"', 'class="navbar__link navbar__link--active"');
    const newer = shared.replace('<li><a href="/" lang="en">English</a></li>', '<li><b>Sale</b></li>');
    const changes = changesFrom(
      newer,
      page.replace('<li><a href="/" lang="en">English</a></li>', '<li><b>Sale</b></li>'),
    );
    expect(typeof changes).toBe('object');
    expect(markupOf(shared, changes)).toBe(shared);
  });

  it('gives the shared markup back for a page that changes nothing', () => {
    expect(markupOf(shared, changesFrom(shared, shared))).toBe(shared);
  });

  it('keeps the markup whole where it has other pieces than the shared one, or changes most of it', () => {
    const longer = shared.replace('</ul>', '<li><a href="/ar/" lang="ar">العربية</a></li></ul>');
    expect(changesFrom(shared, longer)).toBe(longer);
    const translated = shared.replace('Docs', 'التوثيق'.repeat(80));
    expect(changesFrom(shared, translated)).toBe(translated);
    expect(markupOf(shared, translated)).toBe(translated);
  });

  it('keeps text without tags and markup that ends in text', () => {
    for (const markup of ['', 'plain text', '<b>a</b> tail', '>>']) {
      expect(markupOf(shared, changesFrom(shared, markup))).toBe(markup);
    }
  });
});
