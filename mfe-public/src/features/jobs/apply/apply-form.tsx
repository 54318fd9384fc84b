import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, isApiClientError, useApplyToJob, useCvUpload } from '@nordhub/api-client';
import { type ApplyFormInput, applyFormSchema, type JobDetail, type QuickApplySettings } from '@nordhub/contracts';
import type { SiteLocale } from '@nordhub/domain';
import { Button, FormMessage, Stack, TextArea, TextField } from '@nordhub/design-system';
import { CvUploadField } from '@nordhub/form-widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, type Sent } from './apply-result';

export type ApplyFormProps = {
  job: JobDetail;
  /** The seeker's stored settings: the form starts with their phone and CV on file. */
  settings: QuickApplySettings | null;
  onSent: (sent: Sent) => void;
  /** The language of the careers site or feed the applicant came from (their mails speak it). */
  language?: SiteLocale | undefined;
};

/**
 * The full form: CV (PDF, uploaded at once with progress and Cancel), an answer to each of the
 * job's screening questions, phone and a message; the phone and CV on file filled in.
 */
export function ApplyForm({ job, settings, onSent, language }: ApplyFormProps) {
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
      await apply.mutateAsync({ id: job.id, application: { ...answers, message: values.message, phone: values.phone || null, cvFile: values.cvFile, ...(language ? { language } : {}) } });
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
        <CvUploadField control={control} upload={cv} name="cvFile" hint="A PDF of at most 5 MB." error={errors.cvFile?.message} />
        {job.screeningQuestions.map((question, index) => (
          <TextArea key={index} label={question} rows={3} required {...register(`answers.${index}`)} error={errors.answers?.[index]?.message} />
        ))}
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
