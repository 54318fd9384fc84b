import styled from '@emotion/styled';
import { recordJobView, useJob, useRelatedJobs } from '@nordhub/api-client';
import { type JobDetail, otherCompensationText, positionTypeLabels } from '@nordhub/contracts';
import { Avatar, Badge, ClosedJobNotice, Container, Fact, FactList, PageBody, PageTitle, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, formatDateWithRelative, isClosedJob, jobPageTitle, locationPlace } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { useEffect, useRef } from 'react';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { JobApply } from './apply/job-apply';
import { benefitIcons } from '../../components/jobs/benefit-icons';
import { categoryLabel, JobCardList } from '../../components/jobs/job-card';
import { jobQueryFallback } from './job-query-state';
import { JobFlagButtons } from '../../components/jobs/job-flag-buttons';
import { JobFreshness } from '../../components/jobs/job-freshness';
import { JobSalary } from '../../components/jobs/job-pay';
import { PayRangeMark } from '../../components/jobs/pay-range-mark';
import { JobShare } from './job-share';
import { ResponseRecord } from '../../components/startups/response-record';
import { JobWorkConditions, remoteFromText } from '../../components/jobs/job-work-conditions';

const StyledHeader = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
}));

// pre-line keeps the author's line breaks inside a paragraph while the text stays plain text.
const StyledBenefits = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const StyledBenefit = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
}));

/** Counts one view once the job is on screen (a ref keeps React's double effects in development from counting twice). */
function useRecordViewOnce(id: string, shown: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === id) return;
    recorded.current = id;
    recordJobView(id);
  }, [id, shown]);
}

function RelatedJobs({ id, closed }: { id: string; closed: boolean }) {
  const related = useRelatedJobs(id);
  if (related.isPending) return <Skeleton label="Loading similar jobs…" shape="cards" />;
  if (related.isError || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-jobs-title">
      <SectionTitle id="related-jobs-title">{closed ? 'Open jobs like this one' : 'Similar jobs'}</SectionTitle>
      <JobCardList jobs={related.data} />
    </section>
  );
}

function JobDetails({ job }: { job: JobDetail }) {
  const closed = isClosedJob(job);
  const place = locationPlace(job.location);
  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="job-title">
        <StyledHeader>
          <PageTitle id="job-title">{job.title}</PageTitle>
          <NavTextLink variant="logo" to={getHref('startup', { id: job.company.key })}>
            <Avatar name={job.company.name} src={job.company.logoImage?.thumbnailSizeUrl ?? null} size={40} />
            {job.company.name}
          </NavTextLink>
          <ResponseRecord companyKey={job.company.key} companyName={job.company.name} />
          {closed ? (
            <ClosedJobNotice />
          ) : (
            <p>
              <JobFreshness job={job} />
            </p>
          )}
          <FactList>
            <dt>Location</dt>
            <dd>
              {place} {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
            </dd>
            {remoteFromText(job) ? (
              <>
                <dt>Remote from</dt>
                <dd>{remoteFromText(job)}</dd>
              </>
            ) : null}
            <dt>Working in the Nordics</dt>
            <dd>
              <JobWorkConditions job={job} />
            </dd>
            <dt>Category</dt>
            <dd>{categoryLabel(job.category)}</dd>
            <dt>Position</dt>
            <dd>{positionTypeLabels[job.positionType]}</dd>
            <dt>Salary</dt>
            <dd>
              <JobSalary job={job} />
              <PayRangeMark salary={job.salary} />
            </dd>
            <Fact term="Other compensation">{otherCompensationText(job)}</Fact>
            <Fact term="Deadline">{job.expirationDate ? formatDateWithRelative(job.expirationDate, new Date()) : null}</Fact>
            <dt>Views</dt>
            <dd>{formatCount(job.views, 'view')}</dd>
          </FactList>
          {closed ? null : <JobApply job={job} />}
          <JobFlagButtons job={job} size="md" />
        </StyledHeader>

        <section aria-labelledby="job-description-title">
          <SectionTitle id="job-description-title">About the job</SectionTitle>
          <RichText text={job.description} />
        </section>

        {job.benefits.length > 0 ? (
          <section aria-labelledby="job-benefits-title">
            <SectionTitle id="job-benefits-title">Benefits</SectionTitle>
            <StyledBenefits>
              {job.benefits.map((benefit) => (
                <StyledBenefit key={`${benefit.icon}-${benefit.text}`}>
                  <span aria-hidden="true">{benefitIcons[benefit.icon]}</span>
                  {benefit.text}
                </StyledBenefit>
              ))}
            </StyledBenefits>
          </section>
        ) : null}

        {/* A closed job is not worth passing on; its page stays reachable for those who have the link. */}
        {closed ? null : <JobShare job={job} />}

        <RelatedJobs id={job.id} closed={closed} />
      </PageBody>
    </Container>
  );
}

/** The public job page (/jobs/:id): open and closed jobs; a missing one is the 404 page. */
export function JobDetailsPage() {
  const id = useRouteParam('id');
  const job = useJob(id);
  // The same title the server writes into the page's head (modules/seo).
  useDocumentTitle(job.data ? jobPageTitle(job.data) : 'Job');
  useRecordViewOnce(id, job.isSuccess);

  const fallback = jobQueryFallback(job);
  if (fallback || !job.data) return fallback;
  return <JobDetails job={job.data} />;
}
