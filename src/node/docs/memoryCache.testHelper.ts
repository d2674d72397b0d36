/** A cache like Gatsby's, in memory, kept between the builds of a test as Gatsby's is between real ones. */
export function memoryCache() {
  const entries = new Map<string, unknown>();
  return {
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => {
      entries.set(key, value);
      return value;
    },
  };
}
