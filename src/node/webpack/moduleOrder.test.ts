import { idsInOrder } from './moduleOrder';

const reactDom = { id: 961, size: 131_000, path: '/site/node_modules/react-dom/cjs/react-dom.production.min.js' };
const react = { id: 6540, size: 190, path: '/site/node_modules/react/index.js' };
const scheduler = { id: 7463, size: 4_000, path: '/site/node_modules/scheduler/cjs/scheduler.production.min.js' };

describe('idsInOrder', () => {
  it('smallest first: gives the group its own ids again, the lowest to the smallest module', () => {
    const ids = idsInOrder([reactDom, react, scheduler], 'smallest first');
    expect([ids.get(react), ids.get(scheduler), ids.get(reactDom)]).toEqual([961, 6540, 7463]);
  });

  it('by path: the lowest id to the first path', () => {
    const ids = idsInOrder([scheduler, react, reactDom], 'by path');
    expect([ids.get(reactDom), ids.get(react), ids.get(scheduler)]).toEqual([961, 6540, 7463]);
  });

  it('keeps the order of the ids between modules that tie', () => {
    const first = { id: 20, size: 5, path: '/a.js' };
    const second = { id: 10, size: 5, path: '/b.js' };
    const ids = idsInOrder([first, second], 'smallest first');
    expect([ids.get(second), ids.get(first)]).toEqual([10, 20]);
  });
});
