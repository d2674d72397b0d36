import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  announcementDismissedScript,
  isDismissed,
  rememberDismissal,
} from './announcementBar';

function runScript(barId: string): boolean {
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  // The script is inlined into <head> as text; run it the same way.
  new Function(announcementDismissedScript(barId))();
  return document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
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

  it('quotes an id safely inside the script', () => {
    rememberDismissal(window.localStorage, "it's </script>");
    expect(runScript("it's </script>")).toBe(true);
    expect(announcementDismissedScript("it's </script>")).not.toContain('</script>');
  });
});
