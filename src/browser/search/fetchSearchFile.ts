/**
 * Fetches a file of the search index and parses it, failing with a message that tells the reader
 * what to do. `cache: 'no-cache'` revalidates a file whose name does not change (the manifest).
 */
export async function fetchSearchFile(url: string, cache?: RequestCache): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { cache });
  } catch (error) {
    throw new Error(
      `The search index could not be loaded (${(error as Error).message}). Check the connection and retry.`,
    );
  }
  if (!response.ok) throw new Error(`The search index could not be loaded: ${url} answered ${response.status}.`);
  return response.json();
}
