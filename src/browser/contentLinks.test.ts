import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { enableContentLinks } from './contentLinks';

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }));

const observed: Element[] = [];
let reportVisible: (targets: Element[]) => void = () => undefined;
const loader = { hovering: jest.fn(), enqueue: jest.fn() };

beforeEach(() => {
  observed.length = 0;
  jest.mocked(navigate).mockClear();
  loader.hovering.mockClear();
  loader.enqueue.mockClear();
  (window as unknown as { ___loader: typeof loader }).___loader = loader;
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const observer = {
      observe: (target: Element) => observed.push(target),
      unobserve: jest.fn(),
      disconnect: jest.fn(),
    };
    reportVisible = (targets) =>
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as never,
      );
    return observer;
  }) as unknown as typeof IntersectionObserver;
  document.body.innerHTML =
    '<div id="content"><a href="/wants?x=1#alerts">wants</a> <a href="#top">top</a> ' +
    '<a href="https://trove.app">site</a> <a href="/file.pdf" download>pdf</a></div>';
});

it('sends clicks on site links through the router, keeping query and hash, and leaves other links alone', () => {
  enableContentLinks(document.getElementById('content')!);
  expect(fireEvent.click(screen.getByText('wants'))).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/wants?x=1#alerts');
  for (const name of ['top', 'site', 'pdf']) expect(fireEvent.click(screen.getByText(name))).toBe(true);
  expect(fireEvent.click(screen.getByText('wants'), { ctrlKey: true })).toBe(true);
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('prefetches a site link when it shows, on hover and on touch', () => {
  const disable = enableContentLinks(document.getElementById('content')!);
  expect(observed).toEqual([screen.getByText('wants')]);
  reportVisible(observed);
  expect(loader.enqueue).toHaveBeenCalledWith('/wants');
  fireEvent.mouseOver(screen.getByText('wants'));
  fireEvent.touchStart(screen.getByText('wants'));
  expect(loader.hovering).toHaveBeenCalledTimes(2);
  fireEvent.mouseOver(screen.getByText('site'));
  expect(loader.hovering).toHaveBeenCalledTimes(2);
  disable();
  fireEvent.click(screen.getByText('wants'));
  expect(navigate).not.toHaveBeenCalled();
});
