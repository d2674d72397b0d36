/**
 * The footer's copyright line with `{year}` replaced by the year the site is built, written in the
 * page's locale: its calendar and its language's digits (`ar-EG` with `gregory`: ٢٠٢٦; `fa` with
 * `persian`: ۱۴۰۵; `en`: 2026, as before).
 */
export function copyrightLine(
  template: string,
  builtAt: Date,
  locale: { htmlLang: string; calendar: string } = { htmlLang: 'en', calendar: 'gregory' },
): string {
  const year = new Intl.DateTimeFormat(`${locale.htmlLang}-u-ca-${locale.calendar}`, { year: 'numeric' }).format(
    builtAt,
  );
  return template.replaceAll('{year}', year);
}
