import styled from '@emotion/styled';
import { duplicateJobOf, isApiClientError, useCompanyJobs, useJobReview, useManagedJob, useSaveCompanyJob } from '@nordhub/api-client';
import { type DuplicateJob, type JobInput, type JobDetail, type JobListItem, jobStatusLabels, jobCategories, positionTypeLabels, salaryText, type JobStatus } from '@nordhub/contracts';
import { Badge, Container, EmptyState, FactList, Notice, PageBody, PageTitle, PlainList, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { effectiveJobStatus, formatDateWithRelative, isBoosted, locationPlace } from '@nordhub/domain';
import { NavButton, useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { JobActions } from './job-actions';
import { JobConfirmOpen } from './job-confirm-open';
import { DuplicateJobDialog } from './duplicate-job-dialog';
import { JobForm } from './job-form';
import { PayMissingFlag } from './pay-rule';
import { emptyJobInput, jobInputFrom } from './job-labels';

const StyledItem = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledJobTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, marginBottom: theme.space.xl }));
const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.md }));

/** The order of the status groups on the jobs page: what needs the manager's attention first. */
const statusOrder: JobStatus[] = ['ACTIVE', 'PENDING_PAYMENT', 'DRAFT', 'PENDING_COMPANY_APPROVAL', 'STOPPED', 'EXPIRED'];

const statusTone = (status: JobStatus) => (status === 'ACTIVE' ? 'success' : status === 'EXPIRED' ? 'danger' : status === 'STOPPED' ? 'warning' : 'neutral');

function LoadState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  if (isPending) return <Skeleton label="Loading…" />;
  return error ? <p role="alert">{error.message}</p> : null;
}

/** Boosted jobs first (the list order of every job list), then newest first as the API sends them. */
function byBoost(jobs: JobListItem[], now: Date): JobListItem[] {
  return [...jobs].sort((a, b) => Number(isBoosted(b, now)) - Number(isBoosted(a, now)));
}

/** /client/startups/{company}/jobs: the company's jobs grouped by status, with what each allows. */
export function StartupJobsPage() {
  const company = useRouteParam('company');
  useDocumentTitle('Jobs');
  const jobs = useCompanyJobs(company);
  const now = new Date();
  const groups = statusOrder
    .map((status) => ({ status, jobs: byBoost((jobs.data ?? []).filter((job) => job.status === status), now) }))
    .filter((group) => group.jobs.length > 0);
  return (
    <Container>
      <PageBody>
        <StyledHeader>
          <PageTitle>Jobs</PageTitle>
          <NavButton to={getHref('startupJobNew', { company })}>Post a job</NavButton>
        </StyledHeader>
        <LoadState isPending={jobs.isPending} error={jobs.error} />
        {jobs.data && jobs.data.length === 0 ? (
          <EmptyState title="No jobs yet" action={<NavButton to={getHref('startupJobNew', { company })}>Post your first job</NavButton>}>
            Post your first job to start receiving applicants.
          </EmptyState>
        ) : null}
        {groups.map((group) => (
          <StyledSection key={group.status} aria-labelledby={`jobs-${group.status}`}>
            <SectionTitle id={`jobs-${group.status}`}>
              {jobStatusLabels[group.status]} ({group.jobs.length})
            </SectionTitle>
            <PlainList>
              {group.jobs.map((job) => (
                <li key={job.id}>
                  <StyledItem aria-labelledby={`job-${job.id}`}>
                    <StyledJobTitle id={`job-${job.id}`}>
                      <Link to={getHref('startupJob', { company, job: job.id })}>{job.title}</Link>
                    </StyledJobTitle>
                    <StyledMuted>
                      <Badge tone={statusTone(job.status)}>{jobStatusLabels[job.status]}</Badge>{' '}
                      {isBoosted(job, now) ? <Badge tone="primary">Boosted</Badge> : null}{' '}
                      {[locationPlace(job.location), job.isRemote ? 'Remote' : null].filter(Boolean).join(' · ')}
                      {job.expirationDate ? ` · Deadline ${formatDateWithRelative(job.expirationDate, now)}` : ''}
                    </StyledMuted>
                    <JobConfirmOpen job={job} />
                    <PayMissingFlag companyKey={company} job={job} />
                    <JobActions companyKey={company} job={job} withLinks />
                  </StyledItem>
                </li>
              ))}
            </PlainList>
          </StyledSection>
        ))}
      </PageBody>
    </Container>
  );
}

/** /jobs/new (with ?duplicate={job} to start from a copy): a new job is a draft, then paid for on /monetise. */
export function StartupJobNewPage() {
  const company = useRouteParam('company');
  const [search] = useSearchParams();
  const duplicateId = search.get('duplicate');
  useDocumentTitle('Post a job');
  return (
    // A form: the workspace's narrow column, centred.
    <Container size="md">
      <PageBody>
        <PageTitle>{duplicateId ? 'Duplicate a job' : 'Post a job'}</PageTitle>
        {duplicateId ? <DuplicateJobForm company={company} id={duplicateId} /> : <NewJobForm company={company} source={null} />}
      </PageBody>
    </Container>
  );
}

function DuplicateJobForm({ company, id }: { company: string; id: string }) {
  const job = useManagedJob(id);
  if (!job.data) return <LoadState isPending={job.isPending} error={job.error} />;
  return <NewJobForm company={company} source={job.data} />;
}

function NewJobForm({ company, source }: { company: string; source: JobDetail | null }) {
  const save = useSaveCompanyJob();
  const navigate = useNavigate();
  // The duplicate guard's question: the open job it names and the form values to post anyway.
  const [duplicate, setDuplicate] = useState<{ existing: DuplicateJob; job: JobInput } | null>(null);
  const showToast = useShowToast();
  const now = new Date();
  // A copy keeps everything but a past deadline: the new posting gets a fresh period.
  const defaults = source ? { ...jobInputFrom(source), expirationDate: emptyJobInput(now).expirationDate } : emptyJobInput(now);
  const create = async (job: JobInput) => {
    const created = await save.mutateAsync({ companyKey: company, id: null, job });
    void navigate(getHref('startupJobMonetise', { company, job: created.id }));
  };
  return (
    <>
      <JobForm
        defaultValues={defaults}
        submitLabel="Save and continue to payment"
        onSave={async (job) => {
          try {
            await create(job);
          } catch (error) {
            const existing = isApiClientError(error) ? duplicateJobOf(error) : null;
            if (!existing) throw error;
            setDuplicate({ existing, job });
          }
        }}
      />
      {duplicate ? (
        <DuplicateJobDialog
          companyKey={company}
          existing={duplicate.existing}
          posting={save.isPending}
          onClose={() => setDuplicate(null)}
          onPostAnyway={() => {
            create({ ...duplicate.job, allowDuplicate: true }).catch((error: unknown) => {
              setDuplicate(null);
              showToast(isApiClientError(error) ? error.message : 'The job could not be saved', 'error');
            });
          }}
        />
      ) : null}
    </>
  );
}

/** /jobs/{job}/edit: the form in any status. */
export function StartupJobEditPage() {
  const company = useRouteParam('company');
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  const save = useSaveCompanyJob();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useDocumentTitle('Edit job');
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Edit job</PageTitle>
        {job.data ? (
          <JobForm
            defaultValues={jobInputFrom(job.data)}
            submitLabel="Save job"
            focusPay={search.get('fix') === 'pay'}
            onSave={async (values) => {
              await save.mutateAsync({ companyKey: company, id, job: values });
              void navigate(getHref('startupJob', { company, job: id }));
            }}
          />
        ) : (
          <LoadState isPending={job.isPending} error={job.error} />
        )}
      </PageBody>
    </Container>
  );
}

/**
 * Where the job stands in review (docs/jobs-and-applicants.md, "Job review"): waiting, or sent
 * back with the admin's reason until it goes live.
 */
function ReviewState({ status, rejection }: { status: JobStatus; rejection: { reason: string } | null }) {
  if (status === 'PENDING_COMPANY_APPROVAL') {
    return (
      <Notice>
        <p>This job is waiting for our review. We e-mail you once it is live, or what to change.</p>
      </Notice>
    );
  }
  if (status !== 'DRAFT' || !rejection) return null;
  return (
    <Notice role="region" aria-labelledby="job-rejection-title">
      <SectionTitle id="job-rejection-title">Not published yet: changes needed</SectionTitle>
      <p>{rejection.reason}</p>
      <p>Edit the job, then submit it for review again. You will not be charged again.</p>
    </Notice>
  );
}

/** /jobs/{job}: the job as applicants will see it (preview), its status and what it allows. */
export function StartupJobPage() {
  const company = useRouteParam('company');
  const id = useRouteParam('job');
  const job = useManagedJob(id);
  const review = useJobReview(id);
  useDocumentTitle(job.data?.title ?? 'Job');
  const now = new Date();
  if (!job.data) {
    return (
      <Container>
        <PageBody>
          <LoadState isPending={job.isPending} error={job.error} />
        </PageBody>
      </Container>
    );
  }
  const data = job.data;
  const status = effectiveJobStatus({ status: data.status, expirationDate: data.expirationDate }, now);
  return (
    <Container>
      <PageBody>
        <PageTitle>{data.title}</PageTitle>
        <StyledMuted>
          <Badge tone={statusTone(status)}>{jobStatusLabels[status]}</Badge> {isBoosted(data, now) ? <Badge tone="primary">Boosted</Badge> : null}
        </StyledMuted>
        <ReviewState status={status} rejection={review.data?.rejection ?? null} />
        <JobConfirmOpen job={{ ...data, status }} />
        <PayMissingFlag companyKey={company} job={data} />
        <JobActions companyKey={company} job={{ ...data, status, postingPaid: review.data?.paid ?? false }} withLinks />
        {status === 'ACTIVE' ? (
          <p>
            <Link to={getHref('job', { id: data.id })}>See the public job page</Link>
          </p>
        ) : null}
        <StyledSection aria-labelledby="job-preview-title">
          <SectionTitle id="job-preview-title">Preview</SectionTitle>
          <FactList>
            <dt>Category</dt>
            <dd>{jobCategories.find((category) => category.slug === data.category)?.label ?? data.category}</dd>
            <dt>Position</dt>
            <dd>{positionTypeLabels[data.positionType]}</dd>
            <dt>Location</dt>
            <dd>{[locationPlace(data.location), data.isRemote ? 'Remote' : null].filter(Boolean).join(' · ')}</dd>
            <dt>Salary</dt>
            <dd>{salaryText(data)}</dd>
            <dt>Deadline</dt>
            <dd>{data.expirationDate ? formatDateWithRelative(data.expirationDate, now) : 'None'}</dd>
          </FactList>
          <RichText text={data.description} />
          {data.benefits.length > 0 ? (
            <ul aria-label="Benefits">
              {data.benefits.map((benefit, index) => (
                <li key={index}>{benefit.text}</li>
              ))}
            </ul>
          ) : null}
        </StyledSection>
      </PageBody>
    </Container>
  );
}
