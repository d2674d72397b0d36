import { lineOfKey } from './yamlFile';

describe('lineOfKey', () => {
  const sidebars = 'tutorialSidebar:\n  - type: doc\n    id: index\n  - type: doc\n    id: ghost-doc\n';

  it('finds the line of a key inside a list item', () => {
    expect(lineOfKey(sidebars, ['tutorialSidebar', 1, 'id'])).toBe(5);
  });

  it('falls back to the nearest key the text holds, and gives nothing for a text that does not parse', () => {
    expect(lineOfKey(sidebars, ['tutorialSidebar', 1, 'label'])).toBe(4);
    expect(lineOfKey('items: [', ['items'])).toBeUndefined();
  });
});
