import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useApplyToJob, useCvUpload, useMyApplications, useQuickApplySettings } from '@nordhub/api-client';
import { applicantTexts, type ApplyFormInput, applyFormSchema, type JobDetail, type QuickApplySettings, type StoredFile } from '@nordhub/contracts';
import { Button, ButtonLink, DocumentUploadField, FormMessage, Modal, Skeleton, Stack, TextArea, TextField } from '@nordhub/design-system';
import { APPLY_QUERY, applicantStatusLabels, applyChannel } from '@nordhub/domain';
import { pendingTargetAtom, useCurrentUser, useOpenSignUp, useSessionStatus, useShowToast } from '@nordhub/session';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '../../../paths';

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The query that opens the apply dialog: where a guest comes back to after signing up. */
const applyTarget = (jobId: string) => `${getHref('job', { id: jobId })}?${APPLY_QUERY}=1`;

type Sent = { quick: boolean };

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

/** The server's answer as a message: 409 says the applicant already applied. */
function failureMessage(error: unknown): string {
  if (isApiClientError(error) && error.status === 409) return error.message || applicantTexts.alreadyApplied;
  return error instanceof Error ? error.message : 'Your application could not be sent. Please try again.';
}

export type ApplyFormProps = { job: JobDetail; onSent: (sent: Sent) => void };

/** The full form: CV (PDF, uploaded at once with progress and Cancel), phone and a message. */
export function ApplyForm({ job, onSent }: ApplyFormProps) {
  const apply = useApplyToJob();
  const cv = useCvUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormInput>({ resolver: zodResolver(applyFormSchema), defaultValues: { cvFile: null, phone: '', message: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync({ id: job.id, application: { message: values.message, phone: values.phone || null, cvFile: values.cvFile } });
      onSent({ quick: false });
    } catch (error) {
      const message = isApiClientError(error) && error.status === 409 ? failureMessage(error) : applyServerError(error, setError, ['phone', 'message']);
      if (message) setFormError(message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Apply for ${job.title}`}>
      <Stack gap="md">
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <Controller
          control={control}
          name="cvFile"
          render={({ field }) => {
            const value = field.value as StoredFile | null;
            return (
              <DocumentUploadField
                label="CV"
                accept="application/pdf"
                hint="A PDF of at most 5 MB."
                value={value ? { name: value.name } : null}
                progress={cv.progress}
                isUploading={cv.isUploading}
                error={cv.error ?? errors.cvFile?.message}
                onChoose={(file) =>
                  void cv.upload(file).then((stored) => {
                    if (stored) field.onChange({ path: stored.path, name: stored.name, size: stored.size, contentType: stored.contentType });
                  })
                }
                onCancel={cv.cancel}
                onRemove={() => field.onChange(null)}
              />
            );
          }}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
        <TextArea label={`Why ${job.company.name}?`} rows={5} hint="Optional: a few words to the startup." {...register('message')} error={errors.message?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting || cv.isUploading}>
            {isSubmitting ? 'Sending…' : 'Send application'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type QuickApplyProps = { job: JobDetail; settings: QuickApplySettings; onSent: (sent: Sent) => void; onUseForm: () => void };

/** Quick apply: the stored settings in one step. */
function QuickApply({ job, settings, onSent, onUseForm }: QuickApplyProps) {
  const apply = useApplyToJob();
  return (
    <Stack gap="md">
      <p>Send your stored CV{settings.phone ? ', phone' : ''}{settings.pitch ? ' and pitch' : ''} to {job.company.name} in one step.</p>
      <StyledMuted>CV: {settings.cvFile?.name ?? 'stored'}</StyledMuted>
      {apply.error ? <FormMessage tone="error">{failureMessage(apply.error)}</FormMessage> : null}
      <Stack direction="row" gap="sm" wrap>
        <Button disabled={apply.isPending} onClick={() => apply.mutate({ id: job.id, application: { quickApply: true } }, { onSuccess: () => onSent({ quick: true }) })}>
          {apply.isPending ? 'Sending…' : 'Quick apply'}
        </Button>
        <Button variant="secondary" onClick={onUseForm}>
          Fill in the form instead
        </Button>
      </Stack>
    </Stack>
  );
}

/** The dialog's body for an applicant: quick apply when the settings are ready, else the form. */
function ApplyDialogBody({ job, onSent }: { job: JobDetail; onSent: (sent: Sent) => void }) {
  const settings = useQuickApplySettings();
  const [useForm, setUseForm] = useState(false);
  if (settings.isPending) return <Skeleton label="Loading your quick apply settings…" />;
  if (settings.data?.ready && !useForm) return <QuickApply job={job} settings={settings.data} onSent={onSent} onUseForm={() => setUseForm(true)} />;
  return <ApplyForm job={job} onSent={onSent} />;
}

/** A signed-in user without an applicant profile creates one first, then comes back here. */
function CreateProfileFirst({ job }: { job: JobDetail }) {
  const setPendingTarget = useSetAtom(pendingTargetAtom);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <p>To apply, create your applicant profile. You come back to this job right after.</p>
      <div>
        <Button
          onClick={() => {
            setPendingTarget(applyTarget(job.id));
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
          <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer">
            Apply on the company&apos;s site
          </ButtonLink>
        ) : (
          <ButtonLink href={channel.href}>Apply by email</ButtonLink>
        )}
      </div>
    );
  }

  if (existing && !open) {
    const label = applicantStatusLabels[existing.status];
    return (
      <StyledMuted role="status">
        {applicantTexts.alreadyApplied}. Status: {label}. <Link to={getHref('portalMyJobs')}>My jobs</Link>
      </StyledMuted>
    );
  }

  const close = () => {
    setOpen(false);
    setSent(null);
  };

  return (
    <>
      <div>
        <Button onClick={() => (status === 'signed-in' ? setOpen(true) : openSignUp(applyTarget(job.id)))}>Apply</Button>
      </div>
      <Modal open={open} onClose={close} title={`Apply for ${job.title}`} description={`at ${job.company.name}`}>
        {sent ? (
          <SentMessage companyName={job.company.name} />
        ) : isApplicant ? (
          <ApplyDialogBody job={job} onSent={onSent} />
        ) : (
          <CreateProfileFirst job={job} />
        )}
      </Modal>
    </>
  );
}
