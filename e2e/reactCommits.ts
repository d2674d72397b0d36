import type { Page } from '@playwright/test';

/** A commit React made: which root (by the order roots first committed) and how many fibers it holds. */
export interface ReactCommit {
  root: number;
  fibers: number;
}

type CommitWindow = Window & { __reactCommits?: ReactCommit[] };

/**
 * Records every commit React makes on the page from its first script on, through the hook React
 * DOM reports to (the one React DevTools installs; production builds report to it too). Each
 * commit is main-thread work: a page that renders again after hydration pays for its tree twice.
 */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const commits: ReactCommit[] = [];
    const roots: unknown[] = [];
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const count = (fiber: Fiber | null): number => (fiber ? 1 + count(fiber.child) + count(fiber.sibling) : 0);
    (window as CommitWindow).__reactCommits = commits;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          return 1;
        },
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
          if (!roots.includes(root)) roots.push(root);
          commits.push({ root: roots.indexOf(root), fibers: count(root.current.child) });
        },
      },
    });
  });
}

/** The commits React made so far on the page `recordReactCommits` prepared. */
export async function reactCommits(page: Page): Promise<ReactCommit[]> {
  return page.evaluate(() => (window as CommitWindow).__reactCommits ?? []);
}
