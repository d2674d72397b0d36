import { element, type HastNode } from './hast';
import rehypeCodeStyles, { codeStyleClass, codeStyleRules, themePalette } from './codeStyles';

describe('codeStyleClass', () => {
  it('names a class after the declaration and the colour mode it applies in', () => {
    expect(codeStyleClass('color', '#1F2328')).toBe('cs-c-1f2328');
    expect(codeStyleClass('--shiki-dark', '#E6EDF3')).toBe('cs-nc-e6edf3');
    expect(codeStyleClass('--shiki-dark-bg', '#0d1117')).toBe('cs-nb-0d1117');
    expect(codeStyleClass('--shiki-light-font-weight', 'bold')).toBe('cs-lw-bold');
  });

  it('names none for a property or value it does not cover', () => {
    expect(codeStyleClass('width', '10px')).toBeUndefined();
    expect(codeStyleClass('color', 'rgb(1, 2, 3)')).toBeUndefined();
  });
});

describe('codeStyleRules', () => {
  it('writes the light theme as plain rules and the dark one under data-theme="dark"', () => {
    const rules = codeStyleRules({
      light: { foreground: ['#1F2328'], background: ['#ffffff'] },
      dark: { foreground: ['#E6EDF3'], background: ['#0d1117'] },
    });
    expect(rules.get('cs-c-1f2328')).toBe('.cs-c-1f2328{color:#1f2328}');
    expect(rules.get('cs-b-ffffff')).toBe('.cs-b-ffffff{background-color:#ffffff}');
    expect(rules.get('cs-nc-e6edf3')).toBe("[data-theme='dark'] .cs-nc-e6edf3{color:#e6edf3}");
    expect(rules.get('cs-lw-bold')).toBe(":root:not([data-theme='dark']) .cs-lw-bold{font-weight:bold}");
  });

  it("covers the inherit Shiki writes for a mode whose theme leaves a token's style alone", () => {
    const rules = codeStyleRules({
      light: { foreground: [], background: [] },
      dark: { foreground: [], background: [] },
    });
    const span = element('span', { style: '--shiki-light-font-style:inherit;--shiki-dark-font-style:italic' });
    rehypeCodeStyles({ covered: new Set(rules.keys()) })(element('root', {}, [element('pre', {}, [span])]));
    expect(span.properties).toEqual({ className: ['cs-ls-inherit', 'cs-ns-italic'] });
    expect(rules.get('cs-ls-inherit')).toBe(":root:not([data-theme='dark']) .cs-ls-inherit{font-style:inherit}");
  });
});

test('themePalette takes token, editor and terminal colours for text, the editor background behind', () => {
  const palette = themePalette({
    colors: {
      'editor.foreground': '#111111',
      'editor.background': '#ffffff',
      'terminal.ansiRed': '#ff0000',
      'tab.border': '#999999',
    },
    tokenColors: [{ settings: { foreground: '#222222' } }, { settings: {} }],
  });
  expect(palette).toEqual({ foreground: ['#222222', '#111111', '#ff0000'], background: ['#ffffff'] });
});

describe('rehypeCodeStyles', () => {
  const covered = new Set(['cs-c-1f2328', 'cs-nc-e6edf3', 'cs-b-ffffff']);

  it('moves covered declarations of a code block into classes and keeps the others in its style', () => {
    const span = element('span', { style: 'color:#1F2328;--shiki-dark:#E6EDF3' });
    const odd = element('span', { style: 'color:#123456;--shiki-dark:#E6EDF3' });
    const pre = element('pre', { class: 'shiki', style: 'background-color:#ffffff' }, [span, odd]);
    rehypeCodeStyles({ covered })(element('root', {}, [pre]));
    expect(pre.properties).toEqual({ class: 'shiki cs-b-ffffff' });
    expect(span.properties).toEqual({ className: ['cs-c-1f2328', 'cs-nc-e6edf3'] });
    expect(odd.properties).toEqual({ className: ['cs-nc-e6edf3'], style: 'color:#123456' });
  });

  it('leaves styles outside code blocks alone', () => {
    const div: HastNode = element('div', { style: 'color:#1F2328' });
    rehypeCodeStyles({ covered })(element('root', {}, [div]));
    expect(div.properties).toEqual({ style: 'color:#1F2328' });
  });
});
