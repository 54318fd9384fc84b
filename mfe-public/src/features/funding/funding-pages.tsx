import styled from '@emotion/styled';
import { isApiClientError, recordInvestorView, useFundingQuizResults, useInvestor, useSearchInvestors, useSiteConfiguration } from '@nordhub/api-client';
import { investorTypeLabels, investorTypeSchema, type PortfolioEntry } from '@nordhub/contracts';
import { Avatar, Button, Container, EmptyState, ErrorPage, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, imagePresetPath, quizStages, storedFilePath } from '@nordhub/domain';
import { NavButton, useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { FundingList, InvestorCard, PeopleList } from '@nordhub/ui-blocks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { PortfolioJobsSection } from './portfolio-jobs';

export { InvestorJobBoardPage } from './portfolio-jobs';

const pageSize = 20;

const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledCardBody = styled.div(({ theme }) => ({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space.xs }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });
const StyledFilters = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', alignItems: 'end' }));
const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
// The cover preset's shape, so the page below keeps its place while the picture loads.
const StyledCover = styled.img(({ theme }) => ({ display: 'block', width: '100%', maxHeight: '18rem', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radii.lg }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm }));

const typeOptions = investorTypeSchema.options.map((value) => ({ value, text: investorTypeLabels[value] }));
const filterNames = ['search', 'type', 'industry', 'market', 'investmentRange', 'country'] as const;
type FilterName = (typeof filterNames)[number];

/** /funding: the funding list, filtered by type, industry (impact included), market, investment range and country; paged. */
export function FundingPage() {
  useDocumentTitle('Funding: investors in Nordic startups');
  const site = useSiteConfiguration();
  // Filters and page live in the URL, so a filtered list can be shared and the back button returns to it.
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(filters.search);
  const type = investorTypeSchema.safeParse(filters.type);
  const investors = useSearchInvestors({
    search: filters.search || undefined,
    type: type.success ? type.data : undefined,
    industry: filters.industry || undefined,
    market: filters.market || undefined,
    investmentRange: filters.investmentRange || undefined,
    country: filters.country || undefined,
    page,
    pageSize,
  });
  const go = (change: Partial<Record<FilterName, string>>, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = change[name] ?? filters[name];
      if (value) next.set(name, value);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const filterSelect = (name: FilterName, label: string, options: { value: string; text: string }[]) => (
    <Select label={label} placeholder="Any" options={options} value={filters[name]} onChange={(event) => go({ [name]: event.target.value })} />
  );

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Funding</PageTitle>
        <StyledMuted>Angels, angel networks and venture funds backing Nordic startups.</StyledMuted>
        <p>
          Not sure where to start? <Link to={getHref('fundingQuiz')}>Take the funding quiz</Link> and get the investors that match your startup.
        </p>
        <StyledFilters
          role="search"
          aria-label="Filter investors"
          onSubmit={(event) => {
            event.preventDefault();
            go({ search: text.trim() });
          }}
        >
          <TextField label="Search investors" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          {filterSelect('type', 'Type', typeOptions)}
          {filterSelect('industry', 'Industry', site.data?.industries ?? [])}
          {filterSelect('market', 'Market', site.data?.investor.markets ?? [])}
          {filterSelect('investmentRange', 'Investment range', site.data?.investor.investmentRanges ?? [])}
          {filterSelect('country', 'Country', site.data?.site.countries ?? [])}
          <div>
            <Button type="submit">Search</Button>
          </div>
        </StyledFilters>
        <FundingList
          investors={investors}
          page={page}
          pageSize={pageSize}
          onPage={(target) => go({}, target)}
          hrefOf={(investor) => getHref('fundingInvestor', { id: investor.key })}
          preferSmallImage
        />
      </PageBody>
    </Container>
  );
}

function Investment({ entry }: { entry: PortfolioEntry }) {
  const logo = storedFilePath(entry.company?.logoImage ?? entry.investor?.logoImage) ?? entry.logoImageUrl;
  const name = entry.company?.name ?? entry.investor?.name ?? entry.name;
  return (
    <StyledCard aria-label={name}>
      <Avatar name={name} src={logo} size={40} />
      <StyledCardBody>
        {entry.company ? (
          <Link to={getHref('startup', { id: entry.company.key })}>{name}</Link>
        ) : entry.investor ? (
          <Link to={getHref('fundingInvestor', { id: entry.investor.key })}>{name}</Link>
        ) : entry.website ? (
          <a href={entry.website} target="_blank" rel="noreferrer">
            {name}
          </a>
        ) : (
          <strong>{name}</strong>
        )}
        {entry.category ? <StyledMuted>{entry.category}</StyledMuted> : null}
        {entry.basicInfo.intro ? <StyledText>{entry.basicInfo.intro}</StyledText> : null}
      </StyledCardBody>
    </StyledCard>
  );
}

/** /funding/{id}: an investor's public profile; each visit counts one view. */
export function FundingInvestorPage() {
  const key = useRouteParam('id');
  const investor = useInvestor(key);
  const data = investor.data;
  useDocumentTitle(data?.name ?? 'Investor');
  const loaded = data !== undefined;
  useEffect(() => {
    // A view counts once the profile has loaded (a missing investor counts nothing); failures do not matter to the visitor.
    if (loaded) recordInvestorView(key).catch(() => undefined);
  }, [key, loaded]);

  // A missing or hidden investor is the site's not-found page, as the server says to crawlers.
  if (investor.isError && isApiClientError(investor.error) && investor.error.status === 404) return <ErrorPage status={404} />;

  return (
    <Container size="lg">
      <PageBody>
        <Link to={getHref('funding')}>All investors</Link>
        {investor.isPending ? <Skeleton label="Loading the investor…" /> : null}
        {investor.isError ? <FormMessage tone="error">{investor.error.message}</FormMessage> : null}
        {data ? (
          <>
            {/* The top of the page and its largest paint: fetched first. */}
            {data.coverImage ? <StyledCover src={imagePresetPath(data.coverImage, 'cover') ?? undefined} alt={`Cover image of ${data.name}`} fetchPriority="high" /> : null}
            <StyledHeader>
              <Avatar name={data.name} src={storedFilePath(data.logoImage)} size={64} />
              <PageTitle>{data.name}</PageTitle>
            </StyledHeader>
            <StyledMuted>{[investorTypeLabels[data.type], data.countryCodes.join(', '), formatCount(data.views, 'view')].filter(Boolean).join(' · ')}</StyledMuted>
            {data.intro ? <StyledText>{data.intro}</StyledText> : null}
            <StyledSection aria-labelledby="investor-contact">
              <SectionTitle id="investor-contact">Contact</SectionTitle>
              {data.contactPreference === 'EMAIL' && data.email ? (
                <a href={`mailto:${data.email}`}>E-mail {data.name}</a>
              ) : data.website ? (
                <a href={data.website} target="_blank" rel="noreferrer">
                  Visit the website of {data.name}
                </a>
              ) : (
                <StyledMuted>No contact details given.</StyledMuted>
              )}
            </StyledSection>
            <PeopleList title="Key people" id="investor-people" people={data.keyPeople} />
            <PortfolioJobsSection investorKey={data.key} investorName={data.name} />
            {data.investments.length ? (
              <StyledSection aria-labelledby="investor-investments">
                <SectionTitle id="investor-investments">Investments</SectionTitle>
                <PlainList aria-label="Investments">
                  {data.investments.map((entry) => (
                    <li key={entry.id}>
                      <Investment entry={entry} />
                    </li>
                  ))}
                </PlainList>
              </StyledSection>
            ) : null}
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}

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

/** /investors/join: invites investors to create a profile; guests sign up first and land on the create page. */
export function InvestorsJoinPage() {
  useDocumentTitle('Join as an investor');
  const status = useSessionStatus();
  const openSignUp = useOpenSignUp();
  const navigate = useNavigate();
  const target = getHref('portalInvestorNew');
  return (
    <Container>
      <PageBody>
        <PageTitle>Join Nordhub as an investor</PageTitle>
        <StyledText>
          Show Nordic startups who you are and what you invest in. Your investor profile lists your intro, key people, focus and portfolio on the
          funding list, and startups contact you the way you prefer: by e-mail or through your website.
        </StyledText>
        <div>
          <Button disabled={status === 'unknown'} onClick={() => (status === 'signed-in' ? navigate(target) : openSignUp(target))}>
            Create an investor profile
          </Button>
        </div>
        {status === 'guest' ? <StyledMuted>You sign up first; your new profile page opens right after.</StyledMuted> : null}
      </PageBody>
    </Container>
  );
}
