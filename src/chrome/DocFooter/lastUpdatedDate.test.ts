import { lastUpdatedDate } from './lastUpdatedDate';

describe('lastUpdatedDate', () => {
  const day = '2024-05-31T00:00:00.000Z';

  it("writes the day in the locale's language and the Gregorian calendar", () => {
    expect(lastUpdatedDate(day, { htmlLang: 'en', calendar: 'gregory' })).toBe('May 31, 2024');
    expect(lastUpdatedDate(day, { htmlLang: 'fr', calendar: 'gregory' })).toBe('31 mai 2024');
  });

  it('writes it in the calendar the locale names: Persian, Japanese eras', () => {
    // Whole strings differ between ICU versions (Node 20 and 24); the day, month and year do not.
    expect(lastUpdatedDate(day, { htmlLang: 'fa', calendar: 'persian' })).toMatch(/^۱۱ خرداد ۱۴۰۳/);
    expect(lastUpdatedDate(day, { htmlLang: 'en', calendar: 'persian' })).toMatch(/^Khordad 11, 1403/);
    expect(lastUpdatedDate(day, { htmlLang: 'ja', calendar: 'japanese' })).toBe('令和6年5月31日');
  });

  it('reads the moment in UTC, so the day does not depend on the machine that builds', () => {
    expect(lastUpdatedDate('2024-05-31T23:30:00.000Z', { htmlLang: 'en', calendar: 'gregory' })).toBe('May 31, 2024');
  });
});
