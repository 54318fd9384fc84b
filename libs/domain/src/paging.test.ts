import { lastPageOf, pageFromParam, pageSearch } from './paging';

describe('pageFromParam', () => {
  it('reads a whole page number and falls back to page 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('0')).toBe(1);
  });
});

describe('lastPageOf', () => {
  it('counts the pages, at least one', () => {
    expect(lastPageOf(0, 20)).toBe(1);
    expect(lastPageOf(20, 20)).toBe(1);
    expect(lastPageOf(21, 20)).toBe(2);
  });
});

describe('pageSearch', () => {
  it('keeps the other params and drops the key on page 1', () => {
    const params = new URLSearchParams('search=design&page=2');
    expect(pageSearch(params, 3)).toBe('?search=design&page=3');
    expect(pageSearch(params, 1)).toBe('?search=design');
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
  });
});
