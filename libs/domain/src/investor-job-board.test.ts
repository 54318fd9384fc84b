import { investorJobBoardPath, investorJobBoardSnippet, isInvestorJobBoardPath } from './investor-job-board';
import { investorKeysOf, jobSearchFromParams, jobSearchToParams } from './job-search-params';

describe('the investor job board path', () => {
  it('is /funding/{key}/job-board', () => {
    expect(investorJobBoardPath('nordic-angels')).toBe('/funding/nordic-angels/job-board');
  });

  it('matches board paths only (a trailing slash allowed), not the investor page or others', () => {
    expect(isInvestorJobBoardPath('/funding/nordic-angels/job-board')).toBe(true);
    expect(isInvestorJobBoardPath('/funding/nordic-angels/job-board/')).toBe(true);
    expect(isInvestorJobBoardPath('/funding/nordic-angels')).toBe(false);
    expect(isInvestorJobBoardPath('/funding/job-board')).toBe(false);
    expect(isInvestorJobBoardPath('/funding/a/b/job-board')).toBe(false);
    expect(isInvestorJobBoardPath('/startups/joblistwidget/acme')).toBe(false);
    expect(isInvestorJobBoardPath('/x/funding/a/job-board')).toBe(false);
  });

  it('embeds through a titled iframe on the given origin, escaping the name', () => {
    expect(investorJobBoardSnippet('https://nordhub.example/', 'fund-a', 'A & "B" <Fund>')).toBe(
      '<iframe src="https://nordhub.example/funding/fund-a/job-board" title="Jobs at A &amp; &quot;B&quot; &lt;Fund&gt; portfolio startups" width="100%" height="600" style="border:0" loading="lazy"></iframe>',
    );
  });
});

describe('the funding-aware job search in the URL', () => {
  const vocabulary = { category: [], categoryGroup: [], positionType: [], salaryType: [], sort: [], funding: ['bootstrapped', 'funded', 'recently-funded'] };

  it('reads stage, round, funding status and investors; drops what the API would reject', () => {
    const search = jobSearchFromParams(new URLSearchParams('stage=Growth&fundingStage=series-a&funding=funded&investor=Fund-A,fund-b,fund-a,bad key'), vocabulary);
    expect(search).toEqual({ stage: 'growth', fundingStage: 'series-a', funding: 'funded', investor: 'fund-a,fund-b' });
    expect(jobSearchFromParams(new URLSearchParams('stage=a%20b&funding=rich&investor=,'), vocabulary)).toEqual({});
  });

  it('writes them in a fixed order, after the other filters and before sort', () => {
    expect(jobSearchToParams({ sort: 'newest', investor: 'fund-a', stage: 'growth', search: 'dev' }).toString()).toBe('search=dev&stage=growth&investor=fund-a&sort=newest');
  });

  it('keeps at most ten distinct investor keys', () => {
    const keys = Array.from({ length: 12 }, (_, i) => `fund-${i}`);
    expect(investorKeysOf([...keys, 'fund-0'].join(','))).toEqual(keys.slice(0, 10));
  });
});
