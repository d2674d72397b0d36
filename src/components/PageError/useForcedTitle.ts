import { useEffect } from 'react';

/**
 * Shows `title` as the browser title while the component is mounted, and the page's own title
 * again afterwards. Gatsby's Head API writes the page's title after the page renders, so a plain
 * assignment would be undone: the title is held against later changes until unmount.
 */
export function useForcedTitle(title: string): void {
  useEffect(() => {
    let pageTitle = document.title;
    const hold = () => {
      if (document.title === title) return;
      pageTitle = document.title;
      document.title = title;
    };
    hold();
    const observer = new MutationObserver(hold);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = pageTitle;
    };
  }, [title]);
}
