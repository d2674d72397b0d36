import type { z } from 'zod';
import { externalUrl, siteOrExternalUrl, sitePath, webAddress } from './fields';

const messages = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

/** URLs that run code or leave the site, as an editor with write access to navigation could write them. */
const HOSTILE = [
  'javascript:alert(1)',
  'jAvAsCrIpT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
];

describe('URL fields', () => {
  it.each(HOSTILE)('refuse %j in every URL field', (url) => {
    for (const field of [sitePath, externalUrl, siteOrExternalUrl, webAddress])
      expect(field.safeParse(url).success).toBe(false);
  });

  it('take their own kinds of URL', () => {
    expect(sitePath.safeParse('/wants#alerts').success).toBe(true);
    expect(externalUrl.safeParse('https://community.trove.app').success).toBe(true);
    expect(externalUrl.safeParse('mailto:help@trove.app').success).toBe(true);
    expect(siteOrExternalUrl.safeParse('/wants').success).toBe(true);
    expect(siteOrExternalUrl.safeParse('https://trove.app').success).toBe(true);
    expect(webAddress.safeParse('https://docs.trove.app').success).toBe(true);
    expect(webAddress.safeParse('mailto:help@trove.app').success).toBe(false);
    expect(externalUrl.safeParse('/wants').success).toBe(false);
    expect(sitePath.safeParse('https://trove.app').success).toBe(false);
    expect(sitePath.safeParse('wants').success).toBe(false);
  });

  it('say in one message what the field takes and why the value is not that', () => {
    expect(messages(sitePath, '//evil.example')).toEqual([
      'a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one)',
    ]);
    expect(messages(externalUrl, 'jAvAsCrIpT:alert(1)')).toEqual([
      'the address of another site, such as "https://trove.app", or "mailto:…" (this one uses the scheme "javascript:", which is not allowed)',
    ]);
    expect(messages(sitePath, '/\\evil.example')).toEqual([
      'a path of this site starting with one "/", such as "/wants" (this one holds a backslash, which browsers read as "/"; write "/" if a path is meant)',
    ]);
    expect(messages(siteOrExternalUrl, 'wants')).toEqual([
      'a path of this site such as "/wants", or the address of another site such as "https://trove.app" (this one is relative to the page it is on, which is not the same on every page)',
    ]);
  });
});
