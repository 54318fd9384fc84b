import styled from '@emotion/styled';
import { CodeBlock, Container, PageBody, PageTitle, SectionTitle, useDocumentTitle } from '@nordhub/design-system';
import { careerPageContainerId, careerPageSnippet, formatMoney, jobListWidgetSnippet, jobPrices } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StyledCardGrid } from '../../components/content/content-parts';
import { getHref } from '../../paths';
import { StartupCallToAction } from './startup-call-to-action';

const StyledLead = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));

const StyledPoints = styled(StyledCardGrid)(({ theme }) => ({
  li: { padding: theme.space.lg, background: theme.colors.surface, borderRadius: theme.radii.lg },
  h3: { marginTop: 0 },
}));

const StyledFaq = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  details: { padding: theme.space.md, background: theme.colors.surface, borderRadius: theme.radii.md },
  summary: { cursor: 'pointer', fontWeight: theme.typography.fontWeights.semibold },
}));

type Point = { title: string; text: ReactNode };

type ProductPageProps = { title: string; lead: string; points: Point[]; action: string; children?: ReactNode };

/** One product page: the pitch, its points and the call to action into the portal (top and bottom). */
function ProductPage({ title, lead, points, action, children }: ProductPageProps) {
  useDocumentTitle(title);
  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>{title}</PageTitle>
        <StyledLead>{lead}</StyledLead>
        <StartupCallToAction>{action}</StartupCallToAction>
        <StyledPoints>
          {points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </StyledPoints>
        {children}
        <StartupCallToAction>{action}</StartupCallToAction>
      </PageBody>
    </Container>
  );
}

const nordicPrices = (['DK', 'SE', 'NO', 'FI', 'IS'] as const).map((code) => formatMoney(jobPrices[code])).join(', ');

/** /startups/join: why and how a startup hires on Nordhub. */
export function StartupsJoin() {
  return (
    <ProductPage
      title="Hire for your startup"
      lead="Post jobs and reach global talent that wants to work at Nordic startups. Create your startup profile for free; pay only for the jobs you publish."
      action="Create your startup profile"
      points={[
        { title: 'A profile that sells your startup', text: 'Show what you do, your team, investors, perks and key figures. Job seekers follow startups they like and hear about new jobs.' },
        { title: 'Jobs in front of the right people', text: `Publish a job for ${nordicPrices} (79 EUR elsewhere) and boost it to the top of the search.` },
        { title: 'Applicants in one place', text: 'Move applicants across a board from Applied to Hired, keep notes, and connect your applicant tracking system.' },
        { title: 'Free LinkedIn job import', text: 'Connect your LinkedIn account to import all your jobs to LinkedIn for free.' },
      ]}
    >
      <p>
        Questions first? Read the <Link to={getHref('startupsFaq')}>FAQ for startups</Link>, or see the{' '}
        <Link to={getHref('careerPageProduct')}>career page</Link> and <Link to={getHref('whiteLabelFeedProduct')}>white-label job feed</Link>.
      </p>
    </ProductPage>
  );
}

const faq: { question: string; answer: ReactNode }[] = [
  { question: 'What does a startup profile cost?', answer: 'Nothing. Creating and publishing your startup profile is free; you pay per published job.' },
  { question: 'What does a job cost?', answer: <>One job costs {nordicPrices}, or 79 EUR outside the Nordics. See <Link to={getHref('pricing')}>pricing</Link>.</> },
  { question: 'How long is a job online?', answer: 'Until its deadline, or until you pause it. An expired job can be republished with a new deadline.' },
  { question: 'Who can manage our startup on Nordhub?', answer: 'Everyone you invite from your startup settings. Each manager signs in with their own account.' },
  { question: 'Can we use our own domain?', answer: <>Yes: the <Link to={getHref('careerPageProduct')}>career page</Link> shows your jobs on a domain such as careers.yourstartup.com.</> },
  { question: 'Do job seekers see our profile before it is ready?', answer: 'No. A profile stays a draft, visible only to your managers, until you publish it.' },
];

/** /startups/faq: the questions startups ask before signing up. */
export function StartupsFaq() {
  return (
    <ProductPage title="FAQ for startups" lead="What startups ask before they post their first job on Nordhub." action="Create your startup profile" points={[]}>
      <section aria-labelledby="startup-faq-title">
        <SectionTitle id="startup-faq-title">Questions and answers</SectionTitle>
        <StyledFaq>
          {faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </StyledFaq>
      </section>
    </ProductPage>
  );
}

/** /startups/career-page: the careers site on the startup's own domain. */
export function CareerPageProduct() {
  return (
    <ProductPage
      title="A career page for your startup"
      lead="Your jobs on your own domain, always up to date: publish a job on Nordhub and it appears on your career page too."
      action="Set up your career page"
      points={[
        { title: 'Your own domain', text: 'Point a name such as careers.yourstartup.com at Nordhub and set it in your startup profile.' },
        { title: 'Nothing to maintain', text: 'Jobs you publish, pause or close on Nordhub show the same way on your career page.' },
        { title: 'Applications in one board', text: 'Applicants from your career page land on the same board as those from Nordhub.' },
        { title: 'Or inside your own site', text: 'Paste a snippet into your website and your open jobs appear there, in your colours.' },
      ]}
    >
      <CareerPageEmbedInstructions />
    </ProductPage>
  );
}


const StyledSteps = styled.ol(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, paddingLeft: theme.space.xl }));

/** How to put the jobs inside the startup's own site: the career-page script, or the widget in an iframe. */
function CareerPageEmbedInstructions() {
  const origin = window.location.origin;
  const key = 'your-startup-key';
  return (
    <section aria-labelledby="career-page-embed-title">
      <SectionTitle id="career-page-embed-title">Show your jobs inside your own website</SectionTitle>
      <StyledSteps>
        <li>
          <p>
            In your startup portal, open <strong>Settings</strong> and then <strong>Embed your jobs</strong>. Pick your colours there and copy
            your snippet: it already holds your startup key.
          </p>
        </li>
        <li>
          <p>Paste it into your site&apos;s HTML where the jobs should appear, for example:</p>
          <CodeBlock>{careerPageSnippet(origin, key, { accent: '#0b6bcb' })}</CodeBlock>
          <p>
            The script fills the <code>{`<div id="${careerPageContainerId}">`}</code> with your open jobs, in your colours
            (<code>data-accent</code>, <code>data-text</code>, <code>data-background</code>). It draws them in a sealed-off part of the page
            (a shadow root), so your site&apos;s styles do not change them and theirs do not touch your site. Each job links to its page on
            Nordhub, where people apply.
          </p>
        </li>
        <li>
          <p>
            Prefer a frame? The job-list widget is a compact list made for an iframe; it fits any width from 320 pixels up:
          </p>
          <CodeBlock>{jobListWidgetSnippet(origin, key, 'your startup')}</CodeBlock>
        </li>
      </StyledSteps>
      <p>Jobs you publish, pause or close on Nordhub change on your site within a minute.</p>
    </section>
  );
}

/** /startups/white-label-feed: a job feed on a partner's site. */
export function WhiteLabelFeedProduct() {
  return (
    <ProductPage
      title="White-label job feed"
      lead="A job board on your own domain, with your name, logo and description, filled with the Nordic startup jobs you choose."
      action="Create a white-label feed"
      points={[
        { title: 'Your brand', text: 'The feed shows your name, logo and description on a host name of your own.' },
        { title: 'The jobs you choose', text: 'Pick categories, countries, startups or search words; empty means every live job.' },
        { title: 'Always live', text: 'Jobs appear when they are published and leave when they close.' },
      ]}
    />
  );
}
