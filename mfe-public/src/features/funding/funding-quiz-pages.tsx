import { useFundingQuizResults, useSiteConfiguration } from '@nordhub/api-client';
import { Button, Container, EmptyState, FormMessage, PageBody, PageTitle, PlainList, Select, TextField, useDocumentTitle } from '@nordhub/design-system';
import { quizStages } from '@nordhub/domain';
import { NavButton } from '@nordhub/session';
import { InvestorCard } from '@nordhub/ui-blocks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { getHref } from '../../paths';
import { StyledFilters, StyledMuted } from './funding-parts';

// The funding quiz, a chunk apart from the funding list and the investor pages: its form brings
// react-hook-form and zod, which a visitor of /funding or of an investor's page does not load.

const stageLabels: Record<(typeof quizStages)[number], string> = { 'pre-seed': 'Pre-seed: idea or first product', seed: 'Seed: first customers', 'series-a': 'Series A: growing', 'series-b': 'Series B or later: scaling' };
const quizQuestions = ['stage', 'industry', 'amount', 'market'] as const;
type QuizQuestion = (typeof quizQuestions)[number];

/** The results' shareable address for a set of answers (only the answered questions). */
export function quizResultsHref(answers: Partial<Record<QuizQuestion, string>>): string {
  const params = new URLSearchParams();
  for (const question of quizQuestions) if (answers[question]) params.set(question, answers[question] as string);
  const query = params.toString();
  return `${getHref('fundingQuizResults')}${query ? `?${query}` : ''}`;
}

const quizLabels: Record<QuizQuestion, string> = {
  stage: 'What stage is your startup at?',
  industry: 'Which industry are you in?',
  amount: 'How much are you raising?',
  market: 'Which market do you serve?',
};

// Every question needs an answer: a blank quiz can only say that no investor matches. The message
// names the question, so it reads alone (an error summary, a screen reader's description).
const answered = (question: QuizQuestion) => z.string().check(z.trim(), z.minLength(1, `Please answer “${quizLabels[question]}”`));
const quizFormSchema = z.object({ stage: answered('stage'), industry: answered('industry'), amount: answered('amount'), market: answered('market') });
type QuizFormValues = z.infer<typeof quizFormSchema>;

/** /funding/quiz: four questions about the startup; the answers go to the results page's URL. */
export function FundingQuizPage() {
  useDocumentTitle('Funding quiz');
  const site = useSiteConfiguration();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuizFormValues>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: { stage: '', industry: '', amount: '', market: '' },
    // The first unanswered question takes the focus (react-hook-form's default, kept on purpose).
    shouldFocusError: true,
  });
  const submit = handleSubmit((answers) => navigate(quizResultsHref(answers)));
  const question = (name: QuizQuestion, placeholder: string, options: readonly { value: string; text: string }[]) => (
    <Select label={quizLabels[name]} placeholder={placeholder} options={options} error={errors[name]?.message} {...register(name)} />
  );
  return (
    <Container>
      <PageBody>
        <PageTitle>Funding quiz</PageTitle>
        <StyledMuted>Four questions about your startup, and we rank the investors on Nordhub that match it best.</StyledMuted>
        <StyledFilters noValidate onSubmit={submit} aria-label="Funding quiz">
          {question('stage', 'Choose a stage', quizStages.map((value) => ({ value, text: stageLabels[value] })))}
          {question('industry', 'Choose an industry', site.data?.industries ?? [])}
          {question('amount', 'Choose an amount', site.data?.investor.investmentRanges ?? [])}
          {question('market', 'Choose a market', site.data?.investor.markets ?? [])}
          <div>
            <Button type="submit">See my investors</Button>
          </div>
        </StyledFilters>
      </PageBody>
    </Container>
  );
}

/** /funding/quiz/results?stage=&industry=&amount=&market=: the ranked matches; the URL itself is shareable. */
export function FundingQuizResultsPage() {
  useDocumentTitle('Your funding matches');
  const [params] = useSearchParams();
  const answers = Object.fromEntries(quizQuestions.flatMap((question) => (params.get(question) ? [[question, params.get(question) as string]] : []))) as Partial<Record<QuizQuestion, string>>;
  const results = useFundingQuizResults(answers);
  const shareUrl = typeof window === 'undefined' ? quizResultsHref(answers) : `${window.location.origin}${quizResultsHref(answers)}`;
  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Your funding matches</PageTitle>
        <TextField label="Share these results" readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
        <p>
          <Link to={getHref('fundingQuiz')}>Take the quiz again</Link> · <Link to={getHref('funding')}>All investors</Link>
        </p>
        {results.isPending ? <p role="status">Finding your investors…</p> : null}
        {results.isError ? <FormMessage tone="error">{results.error.message}</FormMessage> : null}
        {results.data?.docs.length === 0 && Object.keys(answers).length === 0 ? (
          <EmptyState title="Answer the quiz to see your matches" action={<NavButton to={getHref('fundingQuiz')}>Take the funding quiz</NavButton>}>
            Your matches appear here once you tell us your stage, industry, amount and market.
          </EmptyState>
        ) : null}
        {results.data?.docs.length === 0 && Object.keys(answers).length > 0 ? (
          <EmptyState title="No investor matches these answers yet">
            Investors appear here when their industries, investment ranges, markets or type fit your answers. Try other answers, or browse all investors.
          </EmptyState>
        ) : null}
        <PlainList as="ol" aria-label="Matching investors">
          {(results.data?.docs ?? []).map((result) => (
            <li key={result.investor.id}>
              <InvestorCard investor={result.investor} href={getHref('fundingInvestor', { id: result.investor.key })} preferSmallImage reasons={[`Match score ${result.score}`, ...result.reasons]} />
            </li>
          ))}
        </PlainList>
      </PageBody>
    </Container>
  );
}
