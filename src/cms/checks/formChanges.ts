const listeners = new Set<() => void>();

/**
 * Follows changes to any field of the open form: what one field shows can depend on another (a
 * text colour on its background, a new doc's body on its title, which names its file). Returns
 * what stops following.
 */
export function onFormChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the form's fields that one of them changed; Decap's store holds the change already. */
export function formChanged(): void {
  listeners.forEach((listener) => listener());
}
