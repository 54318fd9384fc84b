import styled from '@emotion/styled';
import { useJobFlag, useMyApplications, useMyJobs } from '@nordhub/api-client';
import { type ApplicantStatus, type JobFlagAction, type JobListItem, type MyApplicationListItem } from '@nordhub/contracts';
import { Avatar, Badge, type BadgeTone, Button, Container, EmptyState, PageBody, PageTitle, Panel, PlainList, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { applicantStatusLabels, formatDate, imagePresetPath, isClosedJob, locationPlace } from '@nordhub/domain';
import { NavButton, useShowToast } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledItem = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.lg,
  padding: theme.space.lg,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

const StyledItemBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  flex: 1,
  minWidth: 0,
}));

const StyledJobTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

type RemoveAction = Extract<JobFlagAction, 'unsave' | 'uninterested'>;

type MyJobListProps = {
  jobs: readonly JobListItem[];
  /** What the item's button does, and its visible label. */
  remove: { action: RemoveAction; label: string; accessibleName: (job: JobListItem) => string };
  onRemove: (job: JobListItem, action: RemoveAction) => void;
};

function MyJobList({ jobs, remove, onRemove }: MyJobListProps) {
  return (
    <PlainList>
      {jobs.map((job) => {
        const place = locationPlace(job.location);
        return (
          <li key={job.id}>
            <StyledItem aria-labelledby={`my-job-${remove.action}-${job.id}`}>
              <Avatar name={job.company.name} src={imagePresetPath(job.company.logoImage, 'thumbnail')} size={40} />
              <StyledItemBody>
                <StyledJobTitle id={`my-job-${remove.action}-${job.id}`}>
                  <Link to={getHref('job', { id: job.id })}>{job.title}</Link>
                </StyledJobTitle>
                <StyledMuted>
                  {[job.company.name, place].filter(Boolean).join(' · ')} {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}{' '}
                  {isClosedJob(job) ? <Badge tone="warning">Closed</Badge> : null}
                </StyledMuted>
              </StyledItemBody>
              <Button
                size="sm"
                variant="secondary"
                aria-label={remove.accessibleName(job)}
                onClick={() => onRemove(job, remove.action)}
              >
                {remove.label}
              </Button>
            </StyledItem>
          </li>
        );
      })}
    </PlainList>
  );
}

const statusTones: Record<ApplicantStatus, BadgeTone> = { applied: 'neutral', review: 'primary', hired: 'success', rejected: 'warning' };

/** The jobs applied to, each with the status an applicant sees (libs/domain applicantStatusOf). */
function ApplicationList({ applications }: { applications: readonly MyApplicationListItem[] }) {
  return (
    <PlainList>
      {applications.map(({ id, job, status, createdAt }) => {
        const place = locationPlace(job.location);
        return (
          <li key={id}>
            <StyledItem aria-labelledby={`my-application-${id}`}>
              <Avatar name={job.company.name} src={imagePresetPath(job.company.logoImage, 'thumbnail')} size={40} />
              <StyledItemBody>
                <StyledJobTitle id={`my-application-${id}`}>
                  <Link to={getHref('job', { id: job.id })}>{job.title}</Link>
                </StyledJobTitle>
                <StyledMuted>
                  {[job.company.name, place, `Applied ${formatDate(createdAt)}`].filter(Boolean).join(' · ')}
                </StyledMuted>
              </StyledItemBody>
              <Badge tone={statusTones[status]} aria-label={`Status: ${applicantStatusLabels[status]}`}>
                {applicantStatusLabels[status]}
              </Badge>
            </StyledItem>
          </li>
        );
      })}
    </PlainList>
  );
}

/**
 * /client/my-jobs (My applications): the jobs the seeker applied to with each application's status, and the
 * jobs they saved and marked interest in (closed ones marked). Removing one takes it off at once (the optimistic flag of useJobFlag); a failure
 * puts it back with a toast.
 */
export function MyJobsPage() {
  useDocumentTitle('My applications');
  const myJobs = useMyJobs();
  const myApplications = useMyApplications();
  const applications = myApplications.data ?? [];
  // Filtered by the current flag, so an optimistic unsave leaves the list before the refetch.
  const saved = myJobs.data?.saved.filter((job) => job.saved) ?? [];
  const interested = myJobs.data?.interested.filter((job) => job.interestedAt !== null) ?? [];
  // Held by the page, not the lists: a list that empties unmounts, and its error toast must still show.
  const { mutate } = useJobFlag();
  const showToast = useShowToast();
  const onRemove = (job: JobListItem, action: RemoveAction) =>
    mutate({ id: job.id, action }, { onError: (error) => showToast(`${job.title} could not be removed. ${error.message}`, 'error') });

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>My applications</PageTitle>
        {myJobs.isPending ? (
          <Skeleton label="Loading your jobs…" shape="cards" />
        ) : myJobs.isError ? (
          <Panel as="div" role="alert">
            <p>Your jobs could not be loaded. {myJobs.error.message}</p>
            <Button variant="secondary" onClick={() => void myJobs.refetch()}>
              Try again
            </Button>
          </Panel>
        ) : saved.length === 0 && interested.length === 0 && applications.length === 0 ? (
          <EmptyState title="You have not applied to, saved or marked interest in any jobs yet" action={<NavButton to={getHref('jobs')}>Find jobs</NavButton>}>
            Save jobs while you search and they wait for you here.
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="applied-jobs-title">
              <SectionTitle id="applied-jobs-title">Jobs you applied to</SectionTitle>
              {myApplications.isError ? (
                <StyledMuted role="alert">Your applications could not be loaded. {myApplications.error.message}</StyledMuted>
              ) : applications.length > 0 ? (
                <ApplicationList applications={applications} />
              ) : (
                <EmptyState title="No applications yet" headingLevel={3}>
                  Apply to a job you like and it shows here with its status.
                </EmptyState>
              )}
            </section>
            <section aria-labelledby="saved-jobs-title">
              <SectionTitle id="saved-jobs-title">Saved jobs</SectionTitle>
              {saved.length > 0 ? (
                <MyJobList jobs={saved} onRemove={onRemove} remove={{ action: 'unsave', label: 'Unsave', accessibleName: (job) => `Unsave ${job.title}` }} />
              ) : (
                <StyledMuted>
                  No saved jobs. <Link to={getHref('jobs')}>Find jobs</Link>
                </StyledMuted>
              )}
            </section>
            <section aria-labelledby="interested-jobs-title">
              <SectionTitle id="interested-jobs-title">Jobs you are interested in</SectionTitle>
              {interested.length > 0 ? (
                <MyJobList
                  jobs={interested}
                  onRemove={onRemove}
                  remove={{ action: 'uninterested', label: 'Not interested', accessibleName: (job) => `Not interested in ${job.title}` }}
                />
              ) : (
                <StyledMuted>
                  No jobs marked with &apos;I&apos;m interested&apos;. <Link to={getHref('jobs')}>Find jobs</Link>
                </StyledMuted>
              )}
            </section>
          </>
        )}
      </PageBody>
    </Container>
  );
}
