import { siteBehaviours } from '../../chrome/behaviours';
import { enableBehaviours } from '.';
import { BEHAVIOUR_ATTRIBUTE } from './markup';

/**
 * Starts the page's behaviour dispatcher, as the browser does once per visit (its listeners stay on
 * the document: call it once per test file), and loads the lazy behaviours named. Events then
 * reach them at once, as they do after a reader's first contact with such a control.
 */
export async function enableBehavioursLoaded(...names: string[]): Promise<void> {
  enableBehaviours(siteBehaviours);
  for (const name of names) {
    // Focus reaching a control loads its behaviour; none of them acts on focus alone.
    const probe = document.createElement('span');
    probe.setAttribute(BEHAVIOUR_ATTRIBUTE, name);
    document.body.append(probe);
    probe.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    probe.remove();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}
