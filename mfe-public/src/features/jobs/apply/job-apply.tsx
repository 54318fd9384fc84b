import styled from '@emotion/styled';
import { useApplyToJob, useMyApplications, useQuickApplySettings } from '@nordhub/api-client';
import { applicantTexts, type JobDetail, type QuickApplySettings } from '@nordhub/contracts';
import { Badge, Button, ButtonLink, FormMessage, Modal, Skeleton, Stack, VisuallyHidden } from '@nordhub/design-system';
import { APPLY_LANGUAGE_QUERY, APPLY_QUERY, applicantStatusLabels, applyChannel, applyLanguageOf, type SiteLocale } from '@nordhub/domain';
import { pendingTargetAtom, useCurrentUser, useOpenSignUp, useSessionStatus, useShowToast } from '@nordhub/session';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '../../../paths';
import { failureMessage, type Sent } from './apply-result';

// Its own chunk: react-hook-form, the zod resolver and the form's schema load when an applicant
// opens the dialog without quick apply, not with the job page (the first-visit weight budget).
const LazyApplyForm = lazy(() => import(/* webpackChunkName: "apply-form" */ './apply-form').then((module) => ({ default: module.ApplyForm })));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledApplied = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, margin: 0, minHeight: 44 }));

/** The query that opens the apply dialog (and keeps the language a careers site or feed named): where a guest comes back to after signing up. */
const applyTarget = (jobId: string, language: SiteLocale | undefined) =>
  `${getHref('job', { id: jobId })}?${APPLY_QUERY}=1${language ? `&${APPLY_LANGUAGE_QUERY}=${language}` : ''}`;

function SentMessage({ companyName }: { companyName: string }) {
  return (
    <Stack gap="sm">
      <FormMessage tone="success">Your application was sent to {companyName}. We e-mailed you a receipt.</FormMessage>
      <StyledMuted>
        Follow its status in <Link to={getHref('portalMyJobs')}>My jobs</Link>.
      </StyledMuted>
    </Stack>
  );
}

/** The language of the careers site or feed the applicant came from; the application keeps it for its mails. */
type ApplyLanguage = { language: SiteLocale | undefined };

type QuickApplyProps = ApplyLanguage & { job: JobDetail; settings: QuickApplySettings; onSent: (sent: Sent) => void; onUseForm: () => void };

/** Quick apply: the stored settings in one step. */
function QuickApply({ job, settings, onSent, onUseForm, language }: QuickApplyProps) {
  const apply = useApplyToJob();
  return (
    <Stack gap="md">
      <p>Send your stored CV{settings.phone ? ', phone' : ''}{settings.pitch ? ' and pitch' : ''} to {job.company.name} in one step.</p>
      <StyledMuted>CV: {settings.cvFile?.name ?? 'stored'}</StyledMuted>
      {apply.error ? <FormMessage tone="error">{failureMessage(apply.error)}</FormMessage> : null}
      <Stack direction="row" gap="sm" wrap>
        <Button disabled={apply.isPending} onClick={() => apply.mutate({ id: job.id, application: { quickApply: true, ...(language ? { language } : {}) } }, { onSuccess: () => onSent({ quick: true }) })}>
          {apply.isPending ? 'Sending…' : 'Quick apply'}
        </Button>
        <Button variant="secondary" onClick={onUseForm}>
          Fill in the form instead
        </Button>
      </Stack>
    </Stack>
  );
}

/** Who applies, so a seeker with several accounts or profiles knows which one the startup gets. */
function ApplyingAs({ name, email }: { name: string; email: string }) {
  return (
    <StyledMuted>
      Applying as {name} ({email}) with your applicant profile. <Link to={getHref('portalApplicantSettings')}>Quick apply settings</Link>
    </StyledMuted>
  );
}

/**
 * The dialog's body for an applicant: who applies, then quick apply when the settings are ready
 * and the job asks no questions, else the form filled in from the settings.
 */
function ApplyDialogBody({ job, onSent, language }: ApplyLanguage & { job: JobDetail; onSent: (sent: Sent) => void }) {
  const settings = useQuickApplySettings();
  const user = useCurrentUser();
  const [useForm, setUseForm] = useState(false);
  if (settings.isPending) return <Skeleton label="Loading your quick apply settings…" />;
  // Quick apply sends the stored settings alone: a job's screening questions need the form.
  const quick = settings.data?.ready && job.screeningQuestions.length === 0 && !useForm;
  return (
    <Stack gap="md">
      {user ? <ApplyingAs name={user.fullName} email={user.email} /> : null}
      {quick && settings.data ? (
        <QuickApply job={job} settings={settings.data} onSent={onSent} onUseForm={() => setUseForm(true)} language={language} />
      ) : (
        <Suspense fallback={<Skeleton label="Loading the application form…" />}>
          <LazyApplyForm job={job} settings={settings.data ?? null} onSent={onSent} language={language} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A signed-in user without an applicant profile creates one first, then comes back here. */
function CreateProfileFirst({ job, language }: ApplyLanguage & { job: JobDetail }) {
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <p>To apply, create your applicant profile. You come back to this job right after.</p>
      <div>
        <Button
          onClick={() => {
            setPendingTarget(applyTarget(job.id, language));
            navigate(`${getHref('portalApplicant')}?create=1`);
          }}
        >
          Create applicant profile
        </Button>
      </div>
    </Stack>
  );
}

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
  // Stays in the URL after the dialog opens, so it holds however the applicant gets to apply.
  const language = applyLanguageOf(searchParams);
  const isApplicant = status === 'signed-in' && Boolean(user?.applicant?.enabled);
  const applications = useMyApplications({ enabled: isApplicant && job.receiveApplicants === 'platform' });
  const existing = applications.data?.find((application) => application.job.id === job.id) ?? null;
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const showToast = useShowToast();
  // The dialog says it in place; the toast stays once the dialog is closed and the page is read on.
  const onSent = (result: Sent) => {
    setSent(result);
    showToast(`Application sent to ${job.company.name}`, 'success');
  };

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

  const close = () => {
    setOpen(false);
    setSent(null);
  };

  return (
    <>
      <div>
        <Button fullWidth onClick={() => (status === 'signed-in' ? setOpen(true) : openSignUp(applyTarget(job.id, language)))}>
          Apply
        </Button>
      </div>
      <Modal open={open} onClose={close} title={`Apply for ${job.title}`} description={`at ${job.company.name}`}>
        {sent ? (
          <SentMessage companyName={job.company.name} />
        ) : isApplicant ? (
          <ApplyDialogBody job={job} onSent={onSent} language={language} />
        ) : (
          <CreateProfileFirst job={job} language={language} />
        )}
      </Modal>
    </>
  );
}
