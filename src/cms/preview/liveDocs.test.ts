/**
 * @jest-environment node
 */
import { createLiveDocs, READ_AGAIN_AFTER_MS, type Query } from './liveDocs';

const COLLECTIONS = [
  { name: 'docs', folder: '' },
  { name: 'docs-guides', folder: 'guides' },
];

/** Decap's answer to a query: the entries of the collection, as its action carries them. */
const answers: Record<string, unknown> = {
  docs: { payload: { hits: [{ slug: 'wants', data: { title: 'Want lists' } }] } },
  'docs-guides': { payload: { hits: [{ slug: 'alerts', data: { title: 'Price alerts' } }] } },
};

const settled = () => new Promise((resolve) => setImmediate(resolve));

function setup(answer: (collection: string) => unknown = (collection) => answers[collection]) {
  let time = 0;
  const docs = createLiveDocs(() => time);
  const asked: string[] = [];
  const query: Query = async (_namespace, collection) => {
    asked.push(collection);
    return answer(collection);
  };
  const heard: number[] = [];
  docs.subscribe(() => heard.push(time));
  return { docs, query, asked, heard, wait: (ms: number) => (time += ms) };
}

it("offers the docs the backend lists, once every collection is read, and tells the forms' pickers and lists", async () => {
  const { docs, query, asked, heard } = setup();
  expect(docs.current()).toBeUndefined();
  docs.read(query, 'id-field-1', COLLECTIONS);
  await settled();
  expect(asked).toEqual(['docs', 'docs-guides']);
  expect(docs.current()).toEqual([
    { label: 'Price alerts (guides/alerts)', value: 'guides/alerts' },
    { label: 'Want lists (wants)', value: 'wants' },
  ]);
  expect(heard).toHaveLength(1);
});

it('reads once for the pickers of a form opened at once, and again for a form opened later', async () => {
  const { docs, query, asked, wait } = setup();
  docs.read(query, 'id-field-1', COLLECTIONS);
  docs.read(query, 'id-field-2', COLLECTIONS);
  await settled();
  expect(asked).toHaveLength(2);
  wait(READ_AGAIN_AFTER_MS);
  docs.read(query, 'id-field-3', COLLECTIONS);
  await settled();
  expect(asked).toHaveLength(4);
});

it("keeps the build's list when a collection cannot be read", async () => {
  const { docs, query, heard } = setup((collection) =>
    collection === 'docs' ? answers.docs : { payload: { error: new Error('Failed to fetch') } },
  );
  docs.read(query, 'id-field-1', COLLECTIONS);
  await settled();
  expect(docs.current()).toBeUndefined();
  expect(heard).toEqual([]);
});
