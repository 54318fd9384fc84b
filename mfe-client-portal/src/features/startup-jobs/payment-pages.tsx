import styled from '@emotion/styled';
import { useJobPaymentOptions, useManagedJob } from '@nordhub/api-client';
import { type JobPaymentOptions, type JobProductOffer } from '@nordhub/contracts';
import { ButtonLink, Container, FormMessage, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { NavButton } from '@nordhub/session';
import { checkoutHref, formatDate, formatMoney, type JobProduct } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledPanel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  maxWidth: '700px',
  padding: theme.space.xl,
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
}));
const StyledPrice = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.xxl, fontWeight: theme.typography.fontWeights.bold }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));

const productTexts: Record<JobProduct, { title: string; pitch: (options: JobPaymentOptions) => string }> = {
  post: {
    title: 'Post your job',
    pitch: () => 'Your job goes live on Nordhub as soon as the payment is confirmed, and stays open until its expiration date.',
  },
  boost: {
    title: 'Boost your job',
    pitch: (options) => `A boosted job is shown first in every job list for ${options.boost.days} days.`,
  },
};

function Offer({ product, options, offer }: { product: JobProduct; options: JobPaymentOptions; offer: JobProductOffer }) {
  const { pathname } = useLocation();
  const price = formatMoney(offer.price);
  return (
    <StyledPanel aria-labelledby="offer-title">
      <SectionTitle id="offer-title">{productTexts[product].title}</SectionTitle>
      <p>{productTexts[product].pitch(options)}</p>
      <StyledPrice>{price}</StyledPrice>
      <StyledMuted>{options.countryCode ? `Price for companies in ${options.countryCode}.` : 'Price for companies outside the Nordics.'}</StyledMuted>
      {product === 'boost' && options.boostingExpiresAt ? <p>Boosted until {formatDate(options.boostingExpiresAt)}; a new boost adds {options.boost.days} days.</p> : null}
      {offer.unavailableReason ? (
        <FormMessage tone="error">{offer.unavailableReason}</FormMessage>
      ) : (
        <StyledActions>
          {/* A navigation, not a fetch: the API answers with a redirect to the checkout. */}
          <ButtonLink href={checkoutHref(options.jobId, product, pathname)}>Pay {price}</ButtonLink>
        </StyledActions>
      )}
    </StyledPanel>
  );
}

function PaymentPage({ product }: { product: JobProduct }) {
  const company = useRouteParam('company');
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  const options = useJobPaymentOptions(id);
  useDocumentTitle(productTexts[product].title);
  return (
    <Container>
      <PageBody>
        <PageTitle>{productTexts[product].title}</PageTitle>
        {job.data ? <p>{job.data.title}</p> : null}
        {options.isPending ? <Skeleton label="Loading…" /> : null}
        {options.error ? <p role="alert">{options.error.message}</p> : null}
        {options.data ? <Offer product={product} options={options.data} offer={options.data[product]} /> : null}
        <p>
          <NavButton variant="secondary" to={getHref('startupJobs', { company })}>
            Back to jobs
          </NavButton>
        </p>
      </PageBody>
    </Container>
  );
}

/** /jobs/{job}/monetise: the price of posting by the company's country, then the checkout. */
export function StartupJobMonetisePage() {
  return <PaymentPage product="post" />;
}

/** /jobs/{job}/boost: the price of a boost, then the checkout. */
export function StartupJobBoostPage() {
  return <PaymentPage product="boost" />;
}

function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  const company = useRouteParam('company');
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  useDocumentTitle(title);
  const params = { company, job: id };
  return (
    <Container>
      <PageBody>
        <PageTitle>{title}</PageTitle>
        {job.data ? <p>{job.data.title}</p> : null}
        {children}
        <StyledActions>
          <NavButton to={getHref('startupJobs', { company })}>Go to your jobs</NavButton>
          <NavButton variant="secondary" to={getHref('startupJob', params)}>
            See the job
          </NavButton>
        </StyledActions>
      </PageBody>
    </Container>
  );
}

/** /posted: after a confirmed posting payment (a job that waits for review says so). */
export function StartupJobPostedPage() {
  const company = useRouteParam('company');
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  if (job.data?.status === 'PENDING_COMPANY_APPROVAL') {
    return (
      <Confirmation title="Your job is waiting for review">
        <p>
          Thank you for your payment. We review a new startup&apos;s first job before it goes live, and e-mail you once it is published, or what to
          change. The receipt is on its way to your inbox.
        </p>
      </Confirmation>
    );
  }
  return (
    <Confirmation title="Your job is posted">
      <p>Thank you for your payment. Your job is live and the receipt is on its way to your inbox.</p>
      <p>
        Want more applicants? <NavButton size="sm" variant="secondary" to={getHref('startupJobBoost', { company, job: id })}>Boost the job</NavButton>
      </p>
    </Confirmation>
  );
}

/** /boosted: after a confirmed boost payment. */
export function StartupJobBoostedPage() {
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  const until = job.data?.boostingExpiresAt;
  return (
    <Confirmation title="Your job is boosted">
      <p>Your job is shown first in the job lists{until ? ` until ${formatDate(until)}` : ''}. The receipt is on its way to your inbox.</p>
    </Confirmation>
  );
}
