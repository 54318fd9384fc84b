import { hoistEmotionStyles } from './head-styles';

describe('hoistEmotionStyles', () => {
  const markup =
    '<style data-emotion="css-global 1a">body{margin:0}</style><header>' +
    '<style data-emotion="css x1">.css-x1{color:red}</style><a class="css-x1">Jobs</a></header>' +
    '<main><style data-emotion="css y2 z3">.css-y2{gap:8px}.css-z3{content:"a>b"}</style><ul class="css-y2"><li class="css-z3">One</li></ul></main>';

  it('takes every emotion style element out of the markup and leaves the rest as it was', () => {
    expect(hoistEmotionStyles(markup).markup).toBe('<header><a class="css-x1">Jobs</a></header><main><ul class="css-y2"><li class="css-z3">One</li></ul></main>');
  });

  it("gives <head> the global styles as they were and the components' rules in one element, in drawn order, marked as in place", () => {
    expect(hoistEmotionStyles(markup).styles).toBe(
      '<style data-emotion="css-global 1a" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css x1 y2 z3" data-s="">.css-x1{color:red}.css-y2{gap:8px}.css-z3{content:"a>b"}</style>',
    );
  });

  it('leaves markup without emotion styles alone', () => {
    expect(hoistEmotionStyles('<p>No styles <style>p{}</style></p>')).toEqual({ markup: '<p>No styles <style>p{}</style></p>', styles: '' });
  });
});
