/**
 * The path under which Gatsby's loader is asked for a page again. The loader keeps a failed page
 * for the whole visit, so a retry asks for it by another name: the same files, with a query the
 * static host ignores.
 */
export function retryPath(path: string, attempt: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** The red box's text for a page whose code or data did not load. */
export function routeLoadMessage(pathname: string, error: unknown): string {
  const cause =
    error instanceof Error && error.message
      ? error.message.split('\n')[0].replace(/\.+$/, '')
      : 'its data did not arrive (the connection failed or the server did not answer)';
  return `The page ${pathname} could not be loaded: ${cause}. Check your connection, then retry.`;
}
