/**
 * Makes `window.matchMedia` answer as a device with these features would: a query matches when
 * every part of it (`a and b`) is one of them. `'(min-width: 997px)'` is the desktop layout.
 */
export function mockMediaFeatures(...features: string[]): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query.split(' and ').every((part) => features.includes(part.trim())),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
