import { fundingQuizScore, rankQuizInvestors, type QuizInvestor } from './funding-quiz';

const investor = (overrides: Partial<QuizInvestor>): QuizInvestor => ({ name: 'Fund', type: 'VENTURES', industries: [], investmentRanges: [], markets: [], ...overrides });

describe('fundingQuizScore', () => {
  it('gives 3 for the industry, 3 for the amount, 2 for the market and 2 for a typical stage', () => {
    const fund = investor({ industries: ['cleantech'], investmentRanges: ['250k-1m'], markets: ['DK'], type: 'VENTURES' });
    expect(fundingQuizScore(fund, { industry: 'cleantech', amount: '250k-1m', market: 'DK', stage: 'series-a' })).toEqual({
      score: 10,
      reasons: ['Invests in your industry', 'Invests the amount you need', 'Invests in your market', 'Typical investor for your stage'],
    });
  });

  it('gives partial points: generalist industry, neighbouring amount, wider market, less typical stage', () => {
    const fund = investor({ investmentRanges: ['1m-5m'], markets: ['nordics'], type: 'VENTURES' });
    expect(fundingQuizScore(fund, { industry: 'edtech', amount: '250k-1m', market: 'SE', stage: 'pre-seed' }).score).toBe(4);
  });

  it('scores nothing for unanswered questions or no overlap', () => {
    expect(fundingQuizScore(investor({ industries: ['ai'] }), {}).score).toBe(0);
    expect(fundingQuizScore(investor({ industries: ['ai'], investmentRanges: ['over-20m'], markets: ['DK'], type: 'ANGEL' }), { industry: 'biotech', amount: 'under-50k', market: 'SE', stage: 'series-b' }).score).toBe(0);
  });
});

describe('rankQuizInvestors', () => {
  it('leaves out non-matching investors and ranks by score, then name', () => {
    const answers = { industry: 'impact', amount: 'under-50k', stage: 'pre-seed' };
    const ranked = rankQuizInvestors(
      [
        investor({ name: 'Zeta Angels', type: 'ANGELS', industries: ['impact'], investmentRanges: ['under-50k'] }),
        investor({ name: 'Alpha Angel', type: 'ANGEL', industries: ['impact'], investmentRanges: ['under-50k'] }),
        investor({ name: 'Big Ventures', type: 'VENTURES', industries: ['impact'], investmentRanges: ['over-20m'] }),
        investor({ name: 'Other', type: 'ANGEL', industries: ['ai'], investmentRanges: ['over-20m'] }),
      ],
      answers,
    );
    expect(ranked.map((result) => [result.investor.name, result.score])).toEqual([
      ['Alpha Angel', 8],
      ['Zeta Angels', 8],
      ['Big Ventures', 4],
      ['Other', 2],
    ]);
  });
});
