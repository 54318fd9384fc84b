import { isPortfolioEntryEditable } from './portfolio';

describe('isPortfolioEntryEditable', () => {
  it('is editable when linked to nothing', () => {
    expect(isPortfolioEntryEditable({})).toBe(true);
    expect(isPortfolioEntryEditable({ company: null, investor: null })).toBe(true);
  });

  it('is not editable when linked to a company or an investor', () => {
    expect(isPortfolioEntryEditable({ company: { key: 'acme' }, investor: null })).toBe(false);
    expect(isPortfolioEntryEditable({ company: null, investor: { key: 'nordic-ventures' } })).toBe(false);
  });
});
