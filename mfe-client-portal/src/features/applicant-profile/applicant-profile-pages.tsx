import styled from '@emotion/styled';
import { useApplicantOverview, useFollowedStartups } from '@nordhub/api-client';
import { workPermitLabels } from '@nordhub/contracts';
import { Avatar, Badge, Button, Container, Fact, FactList, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, Stack, useDocumentTitle } from '@nordhub/design-system';
import { locationShortName, safeRedirectTarget } from '@nordhub/domain';
import { pendingTargetAtom, useCreateApplicantProfile, useCurrentUser } from '@nordhub/session';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';

export { ApplicantSettingsPage } from './quick-apply-settings-page';

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

/**
 * ?create=1 (the product spec's screens and routes): creates the applicant profile once and selects it, then goes on to
 * where the user was heading (a job they pressed Apply on) or to the profile.
 */
function CreateApplicantProfile() {
  const { create, error } = useCreateApplicantProfile();
  const [pendingTarget, setPendingTarget] = useAtom(pendingTargetAtom);
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  const run = () => {
    setFailed(false);
    create().then(
      () => {
        const to = safeRedirectTarget(pendingTarget);
        setPendingTarget(null);
        navigate(to ?? getHref('applicant'), { replace: true });
      },
      () => setFailed(true),
    );
  };

  useEffect(() => {
    // Once: React's double effects in development must not post twice.
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on arrival only
  }, []);

  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Create your applicant profile</PageTitle>
        {failed ? (
          <Stack gap="sm">
            <FormMessage tone="error">Your applicant profile could not be created. {error?.message}</FormMessage>
            <div>
              <Button onClick={run}>Try again</Button>
            </div>
          </Stack>
        ) : (
          <StyledMuted role="status">Creating your applicant profile…</StyledMuted>
        )}
      </PageBody>
    </Container>
  );
}

function ApplicantProfile() {
  useDocumentTitle('Applicant profile');
  const overview = useApplicantOverview();
  const data = overview.data;
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Applicant profile</PageTitle>
        {overview.isPending ? (
          <Skeleton label="Loading your profile…" />
        ) : overview.isError ? (
          <FormMessage tone="error">Your profile could not be loaded. {overview.error.message}</FormMessage>
        ) : data ? (
          <Stack gap="lg">
            <StyledCard aria-label="Your details">
              <SectionTitle>
                {data.name.first} {data.name.last}
              </SectionTitle>
              <FactList>
                <Fact term="E-mail">{data.email}</Fact>
                <Fact term="Phone">{data.settings.phone ?? 'Not given'}</Fact>
                <Fact term="CV">{data.settings.cvFile ? (data.settings.cvFile.name ?? 'Stored') : 'No CV yet'}</Fact>
                <Fact term="Work permit">{data.settings.workPermit ? workPermitLabels[data.settings.workPermit] : 'Not given'}</Fact>
                <Fact term="Applications">{data.counts.applications}</Fact>
                <Fact term="Followed startups">{data.counts.followedStartups}</Fact>
              </FactList>
              {data.settings.pitch ? <p>{data.settings.pitch}</p> : null}
            </StyledCard>
            {data.settings.ready ? (
              <StyledMuted>
                Quick apply is ready: one click on a job sends your CV and details. <Link to={getHref('applicantSettings')}>Change them</Link>
              </StyledMuted>
            ) : (
              <StyledCard>
                <p>Add your CV and details once, then apply to jobs with one click.</p>
                <div>
                  <Link to={getHref('applicantSettings')}>Set up quick apply</Link>
                </div>
              </StyledCard>
            )}
            <Link to={getHref('jobs')}>Find jobs</Link>
          </Stack>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /client/applicant: the profile, or (?create=1) its creation. */
export function ApplicantPage() {
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const creating = searchParams.get('create') === '1';
  if (creating || !user?.applicant?.enabled) return <CreateApplicantProfile />;
  return <ApplicantProfile />;
}

/** /client/followed-startups: each followed startup with its new jobs. */
export function FollowedStartupsPage() {
  useDocumentTitle('Followed startups');
  const followed = useFollowedStartups();
  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Followed startups</PageTitle>
        {followed.isPending ? (
          <Skeleton label="Loading the startups you follow…" shape="cards" />
        ) : followed.isError ? (
          <FormMessage tone="error">The startups you follow could not be loaded. {followed.error.message}</FormMessage>
        ) : followed.data.length === 0 ? (
          <StyledCard>
            <p>You do not follow any startups yet.</p>
            <StyledMuted>Follow startups on their pages and their new jobs show here.</StyledMuted>
          </StyledCard>
        ) : (
          <PlainList>
            {followed.data.map((startup) => (
              <li key={startup.key}>
                <StyledCard aria-labelledby={`followed-${startup.key}`}>
                  <Stack direction="row" gap="md" align="center">
                    <Avatar name={startup.name} src={startup.logoUrl} size={40} />
                    <SectionTitle id={`followed-${startup.key}`}>
                      <Link to={getHref('startupPublic', { id: startup.key })}>{startup.name}</Link>
                    </SectionTitle>
                  </Stack>
                  {startup.newJobs.length === 0 ? (
                    <StyledMuted>No new jobs in the last 30 days.</StyledMuted>
                  ) : (
                    <PlainList aria-label={`New jobs at ${startup.name}`}>
                      {startup.newJobs.map((job) => (
                        <li key={job.id}>
                          <Link to={getHref('job', { id: job.id })}>{job.title}</Link>{' '}
                          <StyledMuted as="span">{locationShortName(job.location)}</StyledMuted> {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
                        </li>
                      ))}
                    </PlainList>
                  )}
                </StyledCard>
              </li>
            ))}
          </PlainList>
        )}
      </PageBody>
    </Container>
  );
}
