import styled from '@emotion/styled';
import { useMyApplications } from '@nordhub/api-client';
import { applicantTexts, type JobDetail } from '@nordhub/contracts';
import { Badge, Button, ButtonLink, VisuallyHidden } from '@nordhub/design-system';
import { APPLY_LANGUAGE_QUERY, APPLY_QUERY, applicantStatusLabels, applyChannel, pickLocale } from '@nordhub/domain';
import { useCurrentUser, useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '../../../paths';
import { type ApplyLanguage } from './apply-dialog';

// Its own chunk, loaded when the dialog opens: its words in every language come with it, not
// with the job page (the first-visit weight budget).
const LazyApplyDialog = lazy(() => import(/* webpackChunkName: "apply-dialog" */ './apply-dialog').then((module) => ({ default: module.ApplyDialog })));

const StyledApplied = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, margin: 0, minHeight: 44 }));

/** The query that opens the apply dialog (in the careers site's language, if any): where a guest comes back to after signing up. */
const applyTarget = (jobId: string, language: ApplyLanguage) =>
  `${getHref('job', { id: jobId })}?${APPLY_QUERY}=1${language ? `&${APPLY_LANGUAGE_QUERY}=${language}` : ''}`;

/**
 * The job page's Apply (spec: the job's way of receiving applicants): an external link, an
 * e-mail, or the application on Nordhub. Guests sign up or log in first and come back to the
 * job with the dialog open (?apply=1 kept as the pending target); someone who already applied
 * sees their application's status instead of the button.
 */
export function JobApply({ job }: { job: JobDetail }) {
  const status = useSessionStatus();
  const user = useCurrentUser();
  const openSignUp = useOpenSignUp();
  const [searchParams, setSearchParams] = useSearchParams();
  const isApplicant = status === 'signed-in' && Boolean(user?.applicant?.enabled);
  const applications = useMyApplications({ enabled: isApplicant && job.receiveApplicants === 'platform' });
  const existing = applications.data?.find((application) => application.job.id === job.id) ?? null;
  const [open, setOpen] = useState(false);
  // From a careers site: the dialog speaks its language and the application records it.
  const requested = searchParams.get(APPLY_LANGUAGE_QUERY);
  const language: ApplyLanguage = requested ? pickLocale(requested) : null;

  // Back from signing up or logging in with ?apply=1: open the dialog once (state set while
  // rendering, React's pattern for state derived from props), and drop the query from the URL.
  const wantsDialog = searchParams.get(APPLY_QUERY) === '1' && status === 'signed-in';
  const [openedFromQuery, setOpenedFromQuery] = useState(false);
  if (wantsDialog && !openedFromQuery) {
    setOpenedFromQuery(true);
    setOpen(true);
  }
  useEffect(() => {
    if (!wantsDialog) return;
    setSearchParams(
      (params) => {
        params.delete(APPLY_QUERY);
        return params;
      },
      { replace: true },
    );
  }, [wantsDialog, setSearchParams]);

  const channel = applyChannel(job);
  if (channel.kind !== 'nordhub') {
    return (
      <div>
        {channel.kind === 'company-site' ? (
          <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer" fullWidth>
            Apply on the company&apos;s site
          </ButtonLink>
        ) : (
          <ButtonLink href={channel.href} fullWidth>
            Apply by email
          </ButtonLink>
        )}
      </div>
    );
  }

  if (existing && !open) {
    const label = applicantStatusLabels[existing.status];
    // Short enough for the phone's action bar beside Save; the sentence is read out in full.
    return (
      <StyledApplied role="status">
        <VisuallyHidden>{applicantTexts.alreadyApplied}. Status: {label}.</VisuallyHidden>
        <Badge tone="success" aria-hidden="true">
          {label === applicantStatusLabels.applied ? label : `Applied · ${label}`}
        </Badge>
        <Link to={getHref('portalMyJobs')}>My jobs</Link>
      </StyledApplied>
    );
  }

  return (
    <>
      <div>
        <Button fullWidth onClick={() => (status === 'signed-in' ? setOpen(true) : openSignUp(applyTarget(job.id, language)))}>
          Apply
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LazyApplyDialog job={job} language={language} isApplicant={isApplicant} returnTo={applyTarget(job.id, language)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
