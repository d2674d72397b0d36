import { copyrightLine } from './copyright';

it('puts the build year where the line says {year}, and leaves other text alone', () => {
  expect(copyrightLine('Copyright © {year} Trove.', new Date('2026-11-23'))).toBe('Copyright © 2026 Trove.');
  expect(copyrightLine('© Trove', new Date('2026-11-23'))).toBe('© Trove');
});

it("writes the year in the locale's language and calendar", () => {
  const built = new Date('2026-11-23');
  expect(copyrightLine('{year}', built, { htmlLang: 'en', calendar: 'gregory' })).toBe('2026');
  expect(copyrightLine('{year}', built, { htmlLang: 'ar-EG', calendar: 'gregory' })).toBe('٢٠٢٦');
  expect(copyrightLine('{year}', built, { htmlLang: 'ar-SA', calendar: 'islamic-umalqura' })).toBe('١٤٤٨ هـ');
  expect(copyrightLine('{year}', built, { htmlLang: 'fa', calendar: 'persian' })).toBe('۱۴۰۵');
  expect(copyrightLine('{year}', built, { htmlLang: 'he', calendar: 'hebrew' })).toBe('5787');
});
