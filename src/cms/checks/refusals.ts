/** What a field adds to Decap's errors to refuse a save: an error whose words the field shows itself, beside it. */
export const REFUSAL = { type: 'CUSTOM', message: '' } as const;

/**
 * Whether the build's messages refuse a save, or only show. Publishing in the editorial workflow
 * happens once a saved draft is Ready, so a draft may be saved as it is, and the backend's gate
 * (backendGate.ts) refuses it at Ready and at Publish; without the workflow a save publishes.
 */
export const refusesSaving = (config: { publish_mode?: unknown } | undefined): boolean =>
  config?.publish_mode !== 'editorial_workflow';

let revealing = false;

/**
 * Brings the first refusal of a save into view: Decap shows no notice for a refusal that is not a
 * missing field, and the field may be far up or down the form. The first field to ask wins.
 */
export function revealRefusal(element: Element | null | undefined): void {
  if (!element || revealing) return;
  revealing = true;
  queueMicrotask(() => (revealing = false));
  element.scrollIntoView({ block: 'center' });
}
