import styled from '@emotion/styled';
import { useApplyToJob, useQuickApplySettings } from '@nordhub/api-client';
import { type JobDetail, type QuickApplySettings } from '@nordhub/contracts';
import { Button, FormMessage, LocaleProvider, Modal, Skeleton, Stack, useLocale, useMessages } from '@nordhub/design-system';
import { type SiteLocale } from '@nordhub/domain';
import { pendingTargetAtom, useCurrentUser, useShowToast } from '@nordhub/session';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getHref } from '../../../paths';
import { failureMessage, type Sent } from './apply-result';
import { catalog } from './messages/compiled/catalog';

// Its own chunk: react-hook-form, the zod resolver and the form's schema load when an applicant
// opens the dialog without quick apply, not with the dialog (the first-visit weight budget).
const LazyApplyForm = lazy(() => import(/* webpackChunkName: "apply-form" */ './apply-form').then((module) => ({ default: module.ApplyForm })));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The language the application records, so the applicant's mails speak it: the dialog's when it came from a careers site. */
export type ApplyLanguage = SiteLocale | null;

function SentMessage({ companyName }: { companyName: string }) {
  const t = useMessages(catalog);
  return (
    <Stack gap="sm">
      <FormMessage tone="success">{t('sent.message', { company: companyName })}</FormMessage>
      <StyledMuted>
        {t('sent.follow')} <Link to={getHref('portalMyJobs')}>{t('sent.myJobs')}</Link>.
      </StyledMuted>
    </Stack>
  );
}

type QuickApplyProps = { job: JobDetail; settings: QuickApplySettings; language: ApplyLanguage; onSent: (sent: Sent) => void; onUseForm: () => void };

/** Quick apply: the stored settings in one step. */
function QuickApply({ job, settings, language, onSent, onUseForm }: QuickApplyProps) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const apply = useApplyToJob();
  const stored = settings.phone && settings.pitch ? 'phonePitch' : settings.phone ? 'phone' : settings.pitch ? 'pitch' : 'cv';
  return (
    <Stack gap="md">
      <p>{t('quick.intro', { stored, company: job.company.name })}</p>
      <StyledMuted>{t('quick.cv', { name: settings.cvFile?.name ?? t('quick.stored') })}</StyledMuted>
      {apply.error ? <FormMessage tone="error">{failureMessage(apply.error, t, locale)}</FormMessage> : null}
      <Stack direction="row" gap="sm" wrap>
        <Button
          disabled={apply.isPending}
          onClick={() => apply.mutate({ id: job.id, application: { quickApply: true, ...(language ? { language } : {}) } }, { onSuccess: () => onSent({ quick: true }) })}
        >
          {apply.isPending ? t('quick.sending') : t('quick.send')}
        </Button>
        <Button variant="secondary" onClick={onUseForm}>
          {t('quick.useForm')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Who applies, so a seeker with several accounts or profiles knows which one the startup gets. */
function ApplyingAs({ name, email }: { name: string; email: string }) {
  const t = useMessages(catalog);
  return (
    <StyledMuted>
      {t('applyingAs', { name, email })} <Link to={getHref('portalApplicantSettings')}>{t('applyingAs.settings')}</Link>
    </StyledMuted>
  );
}

/**
 * The dialog's body for an applicant: who applies, then quick apply when the settings are ready
 * and the job asks no questions, else the form filled in from the settings.
 */
function ApplyDialogBody({ job, language, onSent }: { job: JobDetail; language: ApplyLanguage; onSent: (sent: Sent) => void }) {
  const t = useMessages(catalog);
  const settings = useQuickApplySettings();
  const user = useCurrentUser();
  const [useForm, setUseForm] = useState(false);
  if (settings.isPending) return <Skeleton label={t('dialog.loadingSettings')} />;
  // Quick apply sends the stored settings alone: a job's screening questions need the form.
  const quick = settings.data?.ready && job.screeningQuestions.length === 0 && !useForm;
  return (
    <Stack gap="md">
      {user ? <ApplyingAs name={user.fullName} email={user.email} /> : null}
      {quick && settings.data ? (
        <QuickApply job={job} settings={settings.data} language={language} onSent={onSent} onUseForm={() => setUseForm(true)} />
      ) : (
        <Suspense fallback={<Skeleton label={t('dialog.loadingForm')} />}>
          <LazyApplyForm job={job} settings={settings.data ?? null} language={language} onSent={onSent} />
        </Suspense>
      )}
    </Stack>
  );
}

/** A signed-in user without an applicant profile creates one first, then comes back here. */
function CreateProfileFirst({ returnTo }: { returnTo: string }) {
  const t = useMessages(catalog);
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <p>{t('profile.first')}</p>
      <div>
        <Button
          onClick={() => {
            setPendingTarget(returnTo);
            navigate(`${getHref('portalApplicant')}?create=1`);
          }}
        >
          {t('profile.create')}
        </Button>
      </div>
    </Stack>
  );
}

export type ApplyDialogProps = {
  job: JobDetail;
  /** The language a careers site sent the applicant in with (`?lang=`); null on the main site (English). */
  language: ApplyLanguage;
  isApplicant: boolean;
  /** Where a user without an applicant profile comes back to (the job with the dialog open). */
  returnTo: string;
  onClose: () => void;
};

function DialogInLanguage({ job, language, isApplicant, returnTo, onClose }: ApplyDialogProps) {
  const t = useMessages(catalog);
  const showToast = useShowToast();
  const [sent, setSent] = useState<Sent | null>(null);
  // The dialog says it in place; the toast stays once the dialog is closed and the page is read on.
  const onSent = (result: Sent) => {
    setSent(result);
    showToast(t('sent.toast', { company: job.company.name }), 'success');
  };
  return (
    <Modal open onClose={onClose} title={t('dialog.title', { title: job.title })} description={t('dialog.company', { company: job.company.name })}>
      {sent ? (
        <SentMessage companyName={job.company.name} />
      ) : isApplicant ? (
        <ApplyDialogBody job={job} language={language} onSent={onSent} />
      ) : (
        <CreateProfileFirst returnTo={returnTo} />
      )}
    </Modal>
  );
}

/**
 * The apply dialog, in the language of the careers site the applicant came from (English on the
 * main site): its own chunk, loaded when it opens, with that language's messages.
 */
export function ApplyDialog(props: ApplyDialogProps) {
  return (
    <LocaleProvider locale={props.language ?? 'en'}>
      <Suspense fallback={null}>
        <DialogInLanguage {...props} />
      </Suspense>
    </LocaleProvider>
  );
}
