import { Prng } from './prng';

describe('Prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Prng('nordhub');
    const b = new Prng('nordhub');
    expect(Array.from({ length: 5 }, () => a.nextUint32())).toEqual(Array.from({ length: 5 }, () => b.nextUint32()));
  });

  it('gives different sequences for different seeds', () => {
    expect(new Prng(1).nextUint32()).not.toBe(new Prng(2).nextUint32());
  });

  it('keeps integers within bounds and reaches both ends', () => {
    const prng = new Prng(7);
    const seen = new Set(Array.from({ length: 500 }, () => prng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('makes UUIDs that PostgreSQL accepts (version 4 layout)', () => {
    const uuid = new Prng(3).uuid();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('samples distinct items', () => {
    const picked = new Prng(9).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});
