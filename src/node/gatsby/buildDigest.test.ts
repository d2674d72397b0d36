import { digestOf } from './buildDigest';

describe('digestOf', () => {
  it('tells Maps and Sets apart by their entries, which JSON alone writes as {}', () => {
    expect(digestOf(new Map([['a', 1]]))).not.toBe(digestOf(new Map([['a', 2]])));
    expect(digestOf(new Set(['a']))).not.toBe(digestOf(new Set(['b'])));
    expect(digestOf({ a: new Set(['x']) })).toBe(digestOf({ a: new Set(['x']) }));
  });
});
