/** The footer's copyright line with `{year}` replaced by the year the site is built. */
export function copyrightLine(template: string, builtAt: Date): string {
  return template.replaceAll('{year}', String(builtAt.getFullYear()));
}
