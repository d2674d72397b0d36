/** The rules media/ holds its files to, loaded with the first upload (the SVG check carries an XML parser). */
const loadRules = () => import('../../lib/media/mediaFiles');

/**
 * Why each file may not go to media/, by the build's own rules (`mediaFileProblems`): a line per
 * refused file, naming it; none if all may.
 */
export async function uploadProblems(files: readonly File[]): Promise<string[]> {
  const { isSvgFile, mediaFileProblems, MEDIA_SIZE_LIMIT } = await loadRules();
  const problems: string[] = [];
  for (const file of files) {
    // Only an SVG is read, and only one within the limit: the other checks need its name and size.
    const bytes =
      isSvgFile(file.name) && file.size <= MEDIA_SIZE_LIMIT ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const refused = mediaFileProblems(file.name, file.size, () => bytes ?? new Uint8Array());
    if (refused.length > 0) problems.push(`${file.name}: ${refused.join('; ')}`);
  }
  return problems;
}

/**
 * Checks each file chosen for upload in the CMS (the media library's Upload button) as the build
 * checks media/: a kind of file the site may serve, within the size limit, an SVG without script
 * or reference to another site. Decap has no upload hook (its `max_file_size` applies to image and
 * file fields only, which these forms have none of), so the file input's `change` is held back
 * before Decap sees it and handed on once the files pass; a refused file is not uploaded, and
 * `tell` says why. Returns what stops the checks.
 */
export function guardUploads(target: Window, tell: (message: string) => void): () => void {
  const checked = new WeakSet<Event>();
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    event.stopImmediatePropagation();
    void uploadProblems(files).then((problems) => {
      if (problems.length > 0) {
        input.value = '';
        tell(`Not uploaded:\n${problems.join('\n')}`);
        return;
      }
      const passed = new Event('change', { bubbles: true });
      checked.add(passed);
      input.dispatchEvent(passed);
    });
  };
  target.addEventListener('change', onChange, true);
  return () => target.removeEventListener('change', onChange, true);
}
