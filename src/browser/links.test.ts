import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { enableLinks, observeLinks } from './links';

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }));

const observed: Element[] = [];
let reportVisible: (targets: Element[]) => void = () => undefined;
const loader = { hovering: jest.fn(), enqueue: jest.fn() };

beforeAll(() => {
  (window as unknown as { ___loader: typeof loader }).___loader = loader;
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const observer = {
      observe: (target: Element) => observed.push(target),
      unobserve: jest.fn(),
      disconnect: () => (observed.length = 0),
    };
    reportVisible = (targets) =>
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as never,
      );
    return observer;
  }) as unknown as typeof IntersectionObserver;
  enableLinks();
});

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  loader.hovering.mockClear();
  loader.enqueue.mockClear();
  document.body.innerHTML =
    '<nav><a href="/wants?x=1#alerts">wants</a> <a href="#top">top</a> ' +
    '<a href="https://trove.app">site</a> <a href="/file.pdf" download>pdf</a> ' +
    '<a href="/resources" target="_blank">new tab</a></nav>';
  observeLinks();
});

it('sends clicks on site links through the router, keeping query and hash, and leaves other links alone', () => {
  expect(fireEvent.click(screen.getByText('wants'))).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/wants?x=1#alerts');
  for (const name of ['top', 'site', 'pdf', 'new tab']) expect(fireEvent.click(screen.getByText(name))).toBe(true);
  expect(fireEvent.click(screen.getByText('wants'), { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(screen.getByText('wants'), { button: 1 })).toBe(true);
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('leaves a click another handler already took', () => {
  const link = screen.getByText('wants');
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(navigate).not.toHaveBeenCalled();
});

it('prefetches a site link when it shows, on hover and on touch, and only site links', () => {
  expect(observed).toEqual([screen.getByText('wants')]);
  reportVisible(observed);
  expect(loader.enqueue).toHaveBeenCalledWith('/wants');
  fireEvent.mouseOver(screen.getByText('wants'));
  fireEvent.touchStart(screen.getByText('wants'));
  expect(loader.hovering).toHaveBeenCalledTimes(2);
  fireEvent.mouseOver(screen.getByText('site'));
  expect(loader.hovering).toHaveBeenCalledTimes(2);
});

it('watches the links of the page shown next, not those of the page before', () => {
  document.body.innerHTML = '<a href="/resources">resources</a>';
  observeLinks();
  expect(observed).toEqual([screen.getByText('resources')]);
});
