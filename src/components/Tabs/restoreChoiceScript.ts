import { tabStorageKey } from './tabChoice';

/**
 * An inline script placed right after a group's tabs: before the first paint, it shows the tab the
 * reader chose on an earlier visit, so the page does not change (and shift) when the tabs hydrate.
 * Its text is the same for every tab group, so a content security policy needs one hash for it.
 */
export const restoreTabChoiceScript = `(function (root) {
  var group = root && root.querySelector('[data-tabs-group]');
  var key = group && group.getAttribute('data-tabs-group');
  var value = null;
  try { value = key && localStorage.getItem(${JSON.stringify(tabStorageKey(''))} + key); } catch (error) {}
  if (!value) return;
  var tabs = group.querySelectorAll('[role="tab"]');
  var chosen = Array.prototype.some.call(tabs, function (tab) { return tab.getAttribute('data-value') === value; });
  if (!chosen) return;
  Array.prototype.forEach.call(tabs, function (tab) {
    var on = tab.getAttribute('data-value') === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    document.getElementById(tab.getAttribute('aria-controls')).hidden = !on;
  });
})(document.currentScript.previousElementSibling);`;
