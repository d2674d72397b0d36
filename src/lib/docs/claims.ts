/** Keys (an id, a route) claimed by more than one file, with those files in the order given. */
export function claimedTwice(claims: ReadonlyArray<{ key: string; file: string }>): Map<string, string[]> {
  const filesByKey = new Map<string, string[]>();
  for (const { key, file } of claims) filesByKey.set(key, [...(filesByKey.get(key) ?? []), file]);
  return new Map([...filesByKey].filter(([, files]) => files.length > 1));
}
