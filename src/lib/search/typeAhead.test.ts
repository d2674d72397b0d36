import { keyPress as press } from './keyPress.testHelper';
import { typeAhead } from './typeAhead';

const dialog = { tagName: 'DIALOG' };

describe('typeAhead', () => {
  it('adds printable keys, capitals and non-Latin letters included', () => {
    const typed = ['c', 'E', 'i', 'l', ' ', 'é', '😀'].reduce((text, key) => typeAhead(text, press(key), dialog), '');
    expect(typed).toBe('cEil é😀');
  });

  it('removes the last character on Backspace, and stays empty when there is none', () => {
    expect(typeAhead('ceil', press('Backspace'), dialog)).toBe('cei');
    expect(typeAhead('', press('Backspace'), dialog)).toBe('');
  });

  it.each(['Shift', 'Enter', 'Tab', 'ArrowDown', 'Escape', 'F5'])('ignores %s', (key) => {
    expect(typeAhead('ceil', press(key), dialog)).toBe('ceil');
  });

  it('ignores shortcuts made with Ctrl, ⌘ or Alt', () => {
    expect(typeAhead('ceil', press('k', { ctrlKey: true }), dialog)).toBe('ceil');
    expect(typeAhead('ceil', press('k', { metaKey: true }), dialog)).toBe('ceil');
    expect(typeAhead('ceil', press('k', { altKey: true }), dialog)).toBe('ceil');
  });

  it('leaves keys to fields and controls that have focus', () => {
    for (const target of [{ tagName: 'INPUT' }, { tagName: 'BUTTON' }, { tagName: 'A' }, { isContentEditable: true }]) {
      expect(typeAhead('ceil', press(' '), target)).toBe('ceil');
    }
  });

  it('counts keys that went to no element', () => {
    expect(typeAhead('', press('w'), null)).toBe('w');
  });
});
