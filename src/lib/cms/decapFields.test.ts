import { z } from 'zod';
import { externalUrl, siteOrExternalUrl, sitePath } from '../../config/fields';
import { decapFieldsOf } from './decapFields';

/** The regular expression the CMS's form checks a field with, as Decap builds it from the pattern. */
function formPattern(field: z.ZodType): RegExp {
  const [decap] = decapFieldsOf(z.strictObject({ url: field }));
  return new RegExp((decap.pattern as [string, string])[0]);
}

describe('URL fields in the CMS', () => {
  it.each([
    ['a site path', sitePath, ['/wants', '/'], ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'wants']],
    [
      'an external link',
      externalUrl,
      ['https://trove.app', 'http://trove.app/x', 'mailto:help@trove.app'],
      ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https:///evil.example', '/wants'],
    ],
    [
      'a site path or an external link',
      siteOrExternalUrl,
      ['/wants', 'https://trove.app', 'mailto:help@trove.app'],
      ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'wants'],
    ],
  ])('%s: the form refuses what leaves the site and takes what the build takes', (_kind, field, good, bad) => {
    const pattern = formPattern(field);
    for (const url of good) {
      expect(field.safeParse(url).success).toBe(true);
      expect(pattern.test(url)).toBe(true);
    }
    for (const url of bad) expect(pattern.test(url)).toBe(false);
  });
});
