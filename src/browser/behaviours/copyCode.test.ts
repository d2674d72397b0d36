import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HastNode } from '../../lib/content/hast';
import rehypeContentElements from '../../lib/content/contentElements';
import type { DocLabels } from '../../lib/content/docLabels';
import { ARABIC_DOC_LABELS } from '../../lib/content/docLabels.testHelper';
import { enableBehavioursLoaded } from './dispatcher.testHelper';

/** hast property names as HTML attributes: `dataBehaviour` → `data-behaviour`, `className` → `class`. */
const attributeName = (property: string) =>
  property === 'className' ? 'class' : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function toDom(node: HastNode): Node {
  if (node.type === 'text') return document.createTextNode(node.value ?? '');
  const element = document.createElement(node.tagName!);
  for (const [property, value] of Object.entries(node.properties ?? {})) {
    if (value === true) element.setAttribute(attributeName(property), '');
    else if (value !== false && value !== undefined) {
      element.setAttribute(attributeName(property), Array.isArray(value) ? value.join(' ') : String(value));
    }
  }
  node.children?.forEach((child) => element.append(toDom(child)));
  return element;
}

/** A code block as the build writes it into a doc (in the language of `docLabels`): the site's rehype plugin adds the copy button. */
function showCodeBlock(code: string, docLabels?: DocLabels): void {
  const tree: HastNode = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }],
      },
    ],
  };
  rehypeContentElements()(tree, { data: { docLabels } });
  document.body.replaceChildren(...(tree.children ?? []).map(toDom));
}

let writeText: jest.SpyInstance;
let user: ReturnType<typeof userEvent.setup>;

beforeAll(() => enableBehavioursLoaded('copy-code'));
beforeEach(() => {
  jest.useFakeTimers();
  // user-event puts a clipboard on navigator (jsdom has none).
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  writeText = jest.spyOn(navigator.clipboard, 'writeText');
});
afterEach(() => jest.useRealTimers());

describe('copy code button', () => {
  it("copies the block's code and says so, to sight and to screen readers, for 2 seconds", async () => {
    showCodeBlock('trove export --list wants\ntrove import haves.csv');
    await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('trove export --list wants\ntrove import haves.csv');
    expect(await screen.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to clipboard');
    jest.advanceTimersByTime(1999);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toHaveTextContent('Copy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says so in the doc's language, and goes back to its own labels after a second copy", async () => {
    showCodeBlock('trove sync', ARABIC_DOC_LABELS);
    await user.click(screen.getByRole('button', { name: 'نسخ الشفرة إلى الحافظة' }));
    expect(await screen.findByRole('button', { name: 'تم النسخ' })).toHaveTextContent('تم النسخ');
    expect(screen.getByRole('status')).toHaveTextContent('نُسخت الشفرة إلى الحافظة');
    jest.advanceTimersByTime(1000);
    await user.click(screen.getByRole('button', { name: 'تم النسخ' }));
    jest.advanceTimersByTime(3000);
    expect(screen.getByRole('button', { name: 'نسخ الشفرة إلى الحافظة' })).toHaveTextContent('نسخ');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies from the keyboard', async () => {
    showCodeBlock('trove sync');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('trove sync');
  });

  it('copies nothing when the reader only points at or focuses it', async () => {
    showCodeBlock('trove sync');
    await user.hover(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    await user.tab();
    expect(writeText).not.toHaveBeenCalled();
  });
});
