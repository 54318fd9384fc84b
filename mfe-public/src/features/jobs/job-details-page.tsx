import styled from '@emotion/styled';
import { recordJobView, useJob, useRelatedJobs } from '@nordhub/api-client';
import { type JobDetail, otherCompensationText, positionTypeLabels } from '@nordhub/contracts';
import { ActionBar, Avatar, Badge, ClosedJobNotice, Container, FactGrid, PageBody, PageTitle, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, formatDateWithRelative, imagePresetPath, isClosedJob, jobPageTitle, locationPlace } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { useEffect, useRef } from 'react';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { JobApply } from './apply/job-apply';
import { benefitIcons } from '../../components/jobs/benefit-icons';
import { categoryLabel, JobCardList } from '../../components/jobs/job-card';
import { jobQueryFallback } from './job-query-state';
import { JobInterestButton, JobSaveButton } from '../../components/jobs/job-flag-buttons';
import { JobFreshness } from '../../components/jobs/job-freshness';
import { JobSalary } from '../../components/jobs/job-pay';
import { PayRangeMark } from '../../components/jobs/pay-range-mark';
import { JobShare } from './job-share';
import { ResponseRecord } from '../../components/startups/response-record';
import { JobWorkConditions, remoteFromText } from '../../components/jobs/job-work-conditions';

const StyledHeader = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  gridArea: 'header',
}));

/**
 * One column on phones and tablets: the header, the facts, then the description (within the
 * first two screens of a phone); Apply and Save sit in the action bar at the bottom of the
 * screen. From lg up the facts and the actions are a side panel beside the text, sticky while it
 * scrolls. The same elements in one order for both, so the server's drawing is the app's.
 */
const StyledLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "aside" "main"',
  gap: theme.space.xl,
  [theme.mq.up('lg')]: {
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gridTemplateAreas: '"header aside" "main aside"',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.space.xxl,
  },
}));

const StyledAside = styled.aside(({ theme }) => ({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  [theme.mq.up('lg')]: {
    alignSelf: 'start',
    position: 'sticky',
    top: theme.space.lg,
    padding: theme.space.lg,
    border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
    borderRadius: theme.radii.md,
  },
}));

const StyledMain = styled.div(({ theme }) => ({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
  minWidth: 0,
}));

const StyledPanelTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.md,
}));

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
  const remoteFrom = remoteFromText(job);
  return (
    <Container size="lg">
      <PageBody as="article" aria-labelledby="job-title">
        <StyledLayout>
          <StyledHeader>
            <PageTitle id="job-title">{job.title}</PageTitle>
            <NavTextLink variant="logo" to={getHref('startup', { id: job.company.key })}>
              <Avatar name={job.company.name} src={imagePresetPath(job.company.logoImage, 'thumbnail')} size={40} />
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
          </StyledHeader>

          <StyledAside aria-labelledby="job-facts-title">
            <StyledPanelTitle id="job-facts-title">The job at {job.company.name}</StyledPanelTitle>
            <FactGrid
              facts={[
                {
                  term: 'Location',
                  value: (
                    <>
                      {place} {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
                    </>
                  ),
                },
                { term: 'Position', value: positionTypeLabels[job.positionType] },
                { term: 'Remote from', value: remoteFrom },
                { term: 'Category', value: categoryLabel(job.category) },
                {
                  term: 'Salary',
                  wide: true,
                  value: (
                    <>
                      <JobSalary job={job} />
                      <PayRangeMark salary={job.salary} />
                    </>
                  ),
                },
                { term: 'Other compensation', value: otherCompensationText(job) },
                { term: 'Deadline', value: job.expirationDate ? formatDateWithRelative(job.expirationDate, new Date()) : null },
                { term: 'Views', value: formatCount(job.views, 'view') },
                { term: 'Working in the Nordics', wide: true, value: <JobWorkConditions job={job} /> },
              ]}
            />
            <ActionBar aria-label="Apply and save">
              {closed ? null : <JobApply job={job} />}
              <JobSaveButton job={job} />
            </ActionBar>
            <div>
              <JobInterestButton job={job} />
            </div>
          </StyledAside>

          <StyledMain>
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
          </StyledMain>
        </StyledLayout>
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
