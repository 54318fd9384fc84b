import { fullName, splitFullName } from './names';

describe('splitFullName', () => {
  it.each([
    ['Anna Berg', { first: 'Anna', last: 'Berg' }],
    ['Anna Maria Berg', { first: 'Anna', last: 'Maria Berg' }],
    ['  Anna   Berg  ', { first: 'Anna', last: 'Berg' }],
    ['Anna', { first: 'Anna', last: '' }],
    ['', { first: '', last: '' }],
  ])('%j → %j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });

  it('handles a missing name', () => {
    expect(splitFullName(null)).toEqual({ first: '', last: '' });
    expect(splitFullName(undefined)).toEqual({ first: '', last: '' });
  });
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ first: 'Anna', last: 'Berg' })).toBe('Anna Berg');
  });

  it('leaves out a missing part', () => {
    expect(fullName({ first: 'Anna', last: '' })).toBe('Anna');
    expect(fullName({ last: ' Berg ' })).toBe('Berg');
    expect(fullName(null)).toBe('');
  });
});
