import { claimedTwice } from './claims';

it('finds keys claimed by two files, in the order given', () => {
  const claims = [
    { key: '/', file: 'content/docs/index.mdx' },
    { key: '/wants', file: 'content/docs/wants.mdx' },
    { key: '/wants', file: 'content/docs/wants-old.mdx' },
  ];
  expect([...claimedTwice(claims)]).toEqual([['/wants', ['content/docs/wants.mdx', 'content/docs/wants-old.mdx']]]);
  expect(claimedTwice(claims.slice(0, 2)).size).toBe(0);
});
