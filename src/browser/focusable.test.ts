import { focusableIn } from './focusable';

/** A container holding the given markup. */
function containing(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('focusableIn', () => {
  it('finds links, enabled controls and tab stops, in document order', () => {
    const container = containing(
      '<a href="/a">Link</a><button>Button</button><input><select></select><textarea></textarea>' +
        '<span tabindex="0">Tab stop</span>',
    );
    expect(focusableIn(container).map((element) => element.tagName)).toEqual([
      'A',
      'BUTTON',
      'INPUT',
      'SELECT',
      'TEXTAREA',
      'SPAN',
    ]);
  });

  it('leaves out what Tab cannot reach: disabled, hidden, invisible, taken out of the tab order', () => {
    const container = containing(
      '<a>No href</a><button disabled>Disabled</button><div hidden><button>In a hidden part</button></div>' +
        '<button style="visibility: hidden">Invisible</button><span tabindex="-1">Focusable by script only</span>',
    );
    expect(focusableIn(container)).toEqual([]);
  });
});
