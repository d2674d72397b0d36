/** The offset just past the first tag after `text` in `html`: a pause the parser sees whole tags before. */
export function cutAfter(html: string, text: string): number {
  const at = html.indexOf(text);
  if (at === -1) throw new Error(`The page holds no "${text}" to cut after.`);
  return html.indexOf('>', at) + 1;
}

/** Every offset just past a tag from `from` to `to`: each place where a download could pause. */
export function tagEnds(html: string, from: number, to: number): number[] {
  const ends: number[] = [];
  for (let at = html.indexOf('>', from); at !== -1 && at < to; at = html.indexOf('>', at + 1)) ends.push(at + 1);
  return ends;
}
