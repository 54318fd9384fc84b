import { isRecord } from './records';

describe('isRecord', () => {
  it('is true of objects and false of null, arrays and other values', () => {
    expect(isRecord({ id: 'a' })).toBe(true);
    expect(isRecord({})).toBe(true);
    for (const value of [null, undefined, ['a'], 'a', 1, true]) expect(isRecord(value)).toBe(false);
  });
});
