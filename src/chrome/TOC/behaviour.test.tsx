import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { startTracked } from '../../browser/listeners.testHelper';
import { showBuiltMarkup } from '../../browser/markup.testHelper';
import type { TocItem } from './toc';
import TOC from '.';
import { start } from './behaviour';

const item = (id: string, value: string, children: TocItem[] = []): TocItem => ({ id, value, level: 2, children });

const toc = [
  item('alerts', 'Alerts', [{ ...item('price-alerts', 'Price alerts'), level: 3 }]),
  item('limits', 'Limits'),
  item('résumé', 'Résumé'),
];

/** A doc page: its desktop table of contents, and the headings it lists, each with its own link. */
function showDoc(items: TocItem[] = toc) {
  showBuiltMarkup(
    <>
      <TOC items={items} />
      <main>
        {items
          .flatMap((entry) => [entry, ...entry.children])
          .map(({ id, value, level }) => {
            const Heading = level === 3 ? 'h3' : 'h2';
            return (
              <Heading key={id} id={id}>
                {value}
                <a href={`#${id}`} aria-label={`Direct link to ${value}`}>
                  #
                </a>
              </Heading>
            );
          })}
      </main>
    </>,
  );
}

/** Where each heading's top is in the viewport, in pixels from its top (jsdom lays nothing out). */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    jest.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
}

/** The reader scrolled the headings to these places, and the browser painted the next frame. */
function scrollTo(tops: Record<string, number>) {
  placeHeadings(tops);
  fireEvent.scroll(window);
  jest.advanceTimersByTime(16);
}

/** The links of the page marked as the reader's place: only those of the table of contents may be. */
const marked = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

let stop: () => void = () => undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('active heading', () => {
  it('marks the heading the reader has reached as soon as it starts, without waiting for another scroll', () => {
    showDoc();
    placeHeadings({ alerts: -300, 'price-alerts': -20, limits: 400, résumé: 900 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    expect(marked()).toEqual(['Price alerts']);
  });

  it('follows the scrolling, marking one heading at a time', () => {
    showDoc();
    placeHeadings({ alerts: 300, 'price-alerts': 700, limits: 1200, résumé: 1800 });
    stop = startTracked(() => start(0, '[data-toc]'));
    scrollTo({ alerts: -10, 'price-alerts': 390, limits: 890, résumé: 1490 });
    expect(marked()).toEqual(['Alerts']);
    scrollTo({ alerts: -900, 'price-alerts': -500, limits: 0, résumé: 600 });
    expect(marked()).toEqual(['Limits']);
    scrollTo({ alerts: -300, 'price-alerts': 100, limits: 600, résumé: 1200 });
    expect(marked()).toEqual(['Alerts']);
  });

  it('counts a heading as reached once it is under the sticky navbar, not only past the top of the viewport', () => {
    showDoc();
    placeHeadings({ alerts: 60, 'price-alerts': 500, limits: 900, résumé: 1400 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    expect(marked()).toEqual(['Alerts']);
  });

  it('marks none above the first heading', () => {
    showDoc();
    placeHeadings({ alerts: 300, 'price-alerts': 700, limits: 1200, résumé: 1800 });
    stop = startTracked(() => start(0, '[data-toc]'));
    scrollTo({ alerts: -10, 'price-alerts': 390, limits: 890, résumé: 1490 });
    scrollTo({ alerts: 250, 'price-alerts': 650, limits: 1150, résumé: 1750 });
    expect(marked()).toEqual([]);
  });

  it('marks a heading whose id the link has to encode', () => {
    showDoc();
    expect(screen.getByRole('link', { name: 'Résumé' })).toHaveAttribute('href', '#résumé');
    placeHeadings({ alerts: -1500, 'price-alerts': -1100, limits: -600, résumé: 20 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    expect(marked()).toEqual(['Résumé']);
  });

  it('marks again when the window is resized, which moves the headings', () => {
    showDoc();
    placeHeadings({ alerts: -10, 'price-alerts': 390, limits: 890, résumé: 1490 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    placeHeadings({ alerts: -400, 'price-alerts': -100, limits: 300, résumé: 700 });
    fireEvent(window, new Event('resize'));
    jest.advanceTimersByTime(16);
    expect(marked()).toEqual(['Price alerts']);
  });

  it('skips links whose heading is not on the page', () => {
    showDoc();
    document.getElementById('limits')!.remove();
    placeHeadings({ alerts: -900, 'price-alerts': -500, résumé: -10 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    expect(marked()).toEqual(['Résumé']);
  });

  it("follows the table of contents of the page the router shows next, from that page's first scroll", () => {
    showDoc();
    placeHeadings({ alerts: -10, 'price-alerts': 390, limits: 890, résumé: 1490 });
    stop = startTracked(() => start(0, '[data-toc]'));
    jest.advanceTimersByTime(16);
    showDoc([item('install', 'Install'), item('configure', 'Configure')]);
    scrollTo({ install: -200, configure: 50 });
    expect(marked()).toEqual(['Configure']);
  });
});
