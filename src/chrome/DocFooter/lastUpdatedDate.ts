import type { Locale } from '../../config/schema';

/**
 * The day of `isoDate` as the locale writes it, in its calendar: `May 31, 2024`, `31 mai 2024`,
 * `۱۱ خرداد ۱۴۰۳`. Read in UTC, so a build on any machine writes the same day, and a
 * front-matter day (`2024-05-31`, its start in UTC) shows as itself.
 */
export function lastUpdatedDate(isoDate: string, locale: Pick<Locale, 'htmlLang' | 'calendar'>): string {
  return new Intl.DateTimeFormat(locale.htmlLang, {
    calendar: locale.calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));
}
