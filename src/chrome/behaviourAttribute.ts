import { BEHAVIOUR_ATTRIBUTE } from '../browser/behaviours/markup';
import type { BehaviourName } from './behaviours';

/**
 * The attribute that names an element's behaviour, to spread on it: `{...behaviourAttribute(DROPDOWN_BEHAVIOUR)}`.
 * Typed by the registry's names, so markup cannot name a behaviour the page does not have.
 */
export function behaviourAttribute<Name extends BehaviourName>(name: Name): Record<typeof BEHAVIOUR_ATTRIBUTE, Name> {
  return { [BEHAVIOUR_ATTRIBUTE]: name } as Record<typeof BEHAVIOUR_ATTRIBUTE, Name>;
}
