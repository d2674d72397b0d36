import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_DISMISSED_SCRIPT,
  announcementHiddenStyle,
  isDismissed,
  rememberDismissal,
} from './announcementBar';

/**
 * Runs the head's script, as inlined text, on a page holding the bar `barId` with its style rule:
 * whether the bar is hidden.
 */
function runScript(barId: string): boolean {
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  document.body.innerHTML = `<div class="announcement">Trove 2 is out</div>`;
  const style = document.createElement('style');
  style.textContent = announcementHiddenStyle(barId);
  document.body.prepend(style);
  new Function(ANNOUNCEMENT_DISMISSED_SCRIPT)();
  return getComputedStyle(document.querySelector('.announcement')!).display === 'none';
}

describe('announcement bar dismissal', () => {
  beforeEach(() => window.localStorage.clear());

  it('leaves the bar shown when it was never closed', () => {
    expect(runScript('v2')).toBe(false);
  });

  it('marks <html> once the reader closed this bar', () => {
    rememberDismissal(window.localStorage, 'v2');
    expect(window.localStorage.getItem('announcement.dismiss')).toBe('true');
    expect(window.localStorage.getItem('announcement.id')).toBe('v2');
    expect(runScript('v2')).toBe(true);
  });

  it('shows a bar with a new id even though an older one was closed', () => {
    rememberDismissal(window.localStorage, 'v1');
    expect(runScript('v2')).toBe(false);
  });

  it('tells the page whether this very bar was closed, as the head script does', () => {
    expect(isDismissed(window.localStorage, 'v2')).toBe(false);
    rememberDismissal(window.localStorage, 'v1');
    expect(isDismissed(window.localStorage, 'v2')).toBe(false);
    rememberDismissal(window.localStorage, 'v2');
    expect(isDismissed(window.localStorage, 'v2')).toBe(true);
  });

  it('does not throw when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runScript('v2')).toBe(false);
    getItem.mockRestore();
  });

  it.each(["it's </style>", 'a"] .announcement{color:red} html[x="', 'prix-été 🏷️', 'back\\slash\nnew line'])(
    'hides only the bar with that very id, quoted safely in its rule: %j',
    (barId) => {
      rememberDismissal(window.localStorage, barId);
      expect(runScript(barId)).toBe(true);
      expect(runScript(`${barId}2`)).toBe(false);
      expect(announcementHiddenStyle(barId)).not.toContain('<');
    },
  );
});
