import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useApplyToJob, useCvUpload } from '@nordhub/api-client';
import { APPLY_MESSAGE_MAX_LENGTH, APPLY_PHONE_MAX_LENGTH, type ApplyFormInput, applyFormSchema, applyTexts, type JobDetail, type QuickApplySettings, SCREENING_ANSWER_MAX_LENGTH } from '@nordhub/contracts';
import { Button, FormMessage, Stack, TextArea, TextField, useLocale, useMessages } from '@nordhub/design-system';
import { CvUploadField } from '@nordhub/form-widgets';
import { type Translate } from '@nordhub/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ApplyLanguage } from './apply-dialog';
import { failureMessage, type Sent } from './apply-result';
import { catalog } from './messages/compiled/catalog';
import { type MessageId } from './messages/compiled/en';

/** The contract's words for the form's refusals, by their message ids in the dialog's catalog. */
const errorIds: Record<string, MessageId> = {
  [applyTexts.cvRequired]: 'error.cvRequired',
  [applyTexts.answerRequired]: 'error.answerRequired',
  [applyTexts.phoneInvalid]: 'error.phoneInvalid',
};

/**
 * A field's refusal in the dialog's language. The schema is the contract's (applyFormSchema), so
 * its English words are matched to the catalog's; a text over its length says the limit.
 */
function errorText(error: { message?: unknown; type?: unknown } | undefined, t: Translate<MessageId>, max: number): string | undefined {
  if (typeof error?.message !== 'string' || !error.message) return undefined;
  const id = errorIds[error.message];
  if (id) return t(id);
  return error.type === 'too_big' ? t('error.tooLong', { max }) : error.message;
}

export type ApplyFormProps = {
  job: JobDetail;
  /** The seeker's stored settings: the form starts with their phone and CV on file. */
  settings: QuickApplySettings | null;
  /** The careers site's language the application is made in (its mails speak it); null on the main site. */
  language?: ApplyLanguage;
  onSent: (sent: Sent) => void;
};

/**
 * The full form: CV (PDF, uploaded at once with progress and Cancel), an answer to each of the
 * job's screening questions, phone and a message; the phone and CV on file filled in.
 */
export function ApplyForm({ job, settings, language = null, onSent }: ApplyFormProps) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const apply = useApplyToJob();
  const cv = useCvUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormInput>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { cvFile: settings?.cvFile ?? null, answers: job.screeningQuestions.map(() => ''), phone: settings?.phone ?? '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // One answer per question, in the job's order (the API matches them by position).
      const answers = job.screeningQuestions.length > 0 ? { answers: values.answers } : {};
      await apply.mutateAsync({
        id: job.id,
        application: { ...answers, message: values.message, phone: values.phone || null, cvFile: values.cvFile, ...(language ? { language } : {}) },
      });
      onSent({ quick: false });
    } catch (error) {
      const message = isApiClientError(error) && error.status === 409 ? failureMessage(error, t, locale) : applyServerError(error, setError, ['phone', 'message']);
      if (message) setFormError(message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('dialog.title', { title: job.title })}>
      <Stack gap="md">
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <CvUploadField control={control} upload={cv} name="cvFile" label={t('form.cv')} hint={t('form.cvHint')} error={errorText(errors.cvFile, t, 0)} />
        {job.screeningQuestions.map((question, index) => (
          <TextArea key={index} label={question} rows={3} required {...register(`answers.${index}`)} error={errorText(errors.answers?.[index], t, SCREENING_ANSWER_MAX_LENGTH)} />
        ))}
        <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...register('phone')} error={errorText(errors.phone, t, APPLY_PHONE_MAX_LENGTH)} />
        <TextArea
          label={t('form.why', { company: job.company.name })}
          rows={5}
          hint={t('form.whyHint')}
          {...register('message')}
          error={errorText(errors.message, t, APPLY_MESSAGE_MAX_LENGTH)}
        />
        <div>
          <Button type="submit" disabled={isSubmitting || cv.isUploading}>
            {isSubmitting ? t('form.sending') : t('form.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
