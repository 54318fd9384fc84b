/**
 * The funding quiz (/funding/quiz): a startup answers four questions and gets investors ranked by
 * a score. The score is a sum of points, documented here and in docs/startups-and-investors.md ("Investor portal, funding list and funding quiz"):
 *
 * - industry: 3 when the investor lists the industry; 1 when it lists no industry (a generalist).
 * - amount: 3 when the investor's investment ranges include the amount; 1 when they include a
 *   neighbouring range (one step smaller or larger).
 * - market: 2 when the investor lists the market; 1 when it lists 'global', or 'nordics' for a
 *   Nordic country, or 'europe' for the Nordics or a Nordic country.
 * - stage: the investor types that usually write such tickets: pre-seed prefers ANGEL and ANGELS
 *   (2), VENTURES 1; seed gives every type 2; series A and later prefer VENTURES (2), ANGELS 1.
 *
 * An unanswered question scores nothing. Investors scoring 0 do not match and are left out;
 * the others are ranked by score, then by name.
 */

export const quizStages = ['pre-seed', 'seed', 'series-a', 'series-b'] as const;
export type QuizStage = (typeof quizStages)[number];

/** The investment ranges of the site configuration, smallest first (used for "neighbouring"). */
export const quizAmounts = ['under-50k', '50k-250k', '250k-1m', '1m-5m', '5m-20m', 'over-20m'] as const;

export interface QuizAnswers {
  stage?: string | null;
  industry?: string | null;
  amount?: string | null;
  market?: string | null;
}

export interface QuizInvestor {
  name: string;
  type: 'ANGEL' | 'ANGELS' | 'VENTURES';
  industries: readonly string[];
  investmentRanges: readonly string[];
  markets: readonly string[];
}

export interface QuizScore {
  score: number;
  /** Why the investor scored, one short line per question that gave points. */
  reasons: string[];
}

const nordicCountries = ['DK', 'SE', 'NO', 'FI', 'IS'];

const stagePoints: Record<QuizStage, Record<QuizInvestor['type'], number>> = {
  'pre-seed': { ANGEL: 2, ANGELS: 2, VENTURES: 1 },
  seed: { ANGEL: 2, ANGELS: 2, VENTURES: 2 },
  'series-a': { ANGEL: 0, ANGELS: 1, VENTURES: 2 },
  'series-b': { ANGEL: 0, ANGELS: 1, VENTURES: 2 },
};

/** The range's place from smallest to largest; -1 when it is not one of them. */
const amountIndex = (range: string) => (quizAmounts as readonly string[]).indexOf(range);

const isStage = (value: string): value is QuizStage => (quizStages as readonly string[]).includes(value);

export function fundingQuizScore(investor: QuizInvestor, answers: QuizAnswers): QuizScore {
  let score = 0;
  const reasons: string[] = [];
  const { industry, amount, market, stage } = answers;
  if (industry) {
    if (investor.industries.includes(industry)) {
      score += 3;
      reasons.push('Invests in your industry');
    } else if (investor.industries.length === 0) {
      score += 1;
      reasons.push('Invests across industries');
    }
  }
  if (amount) {
    const wanted = amountIndex(amount);
    if (investor.investmentRanges.includes(amount)) {
      score += 3;
      reasons.push('Invests the amount you need');
    } else if (wanted >= 0 && investor.investmentRanges.some((range) => amountIndex(range) >= 0 && Math.abs(amountIndex(range) - wanted) === 1)) {
      score += 1;
      reasons.push('Invests close to the amount you need');
    }
  }
  if (market) {
    const nordic = nordicCountries.includes(market) || market === 'nordics';
    if (investor.markets.includes(market)) {
      score += 2;
      reasons.push('Invests in your market');
    } else if (
      investor.markets.includes('global') ||
      (nordicCountries.includes(market) && investor.markets.includes('nordics')) ||
      (nordic && investor.markets.includes('europe'))
    ) {
      score += 1;
      reasons.push('Invests in a wider market that includes yours');
    }
  }
  if (stage && isStage(stage)) {
    const points = stagePoints[stage][investor.type];
    if (points > 0) {
      score += points;
      reasons.push(points === 2 ? 'Typical investor for your stage' : 'Sometimes invests at your stage');
    }
  }
  return { score, reasons };
}

/** The matching investors (score above 0), best first, ties by name. */
export function rankQuizInvestors<T extends QuizInvestor>(investors: readonly T[], answers: QuizAnswers): Array<{ investor: T } & QuizScore> {
  return investors
    .map((investor) => ({ investor, ...fundingQuizScore(investor, answers) }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name));
}
