import { applyServerError } from '@nordhub/api-client';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { type ProfileSaving } from './profile-form-layout';

export type ProfileSubmitOptions<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** What publishing still lacks (libs/domain's rule for the profile type); empty when it may publish. */
  publishProblems: (values: TOutput) => { path: string; message: string }[];
  /** The form's message when publishing lacks something. */
  publishMessage: string;
  /** Fields the server may name in a 400; anything else becomes the form's message. */
  serverFields: Path<TValues>[];
  /** Saves the values; `publish` adds status ACTIVE. Rejects with the API error. */
  save: (values: TOutput, publish: boolean) => Promise<void>;
};

/**
 * A profile form's save and publish: publishing first checks the publish rule and marks what is
 * missing; a server's 400 marks its field. Returns the submit handler, the form's message and
 * which button is busy.
 */
export function useProfileSubmit<TValues extends FieldValues, TOutput>({ form, publishProblems, publishMessage, serverFields, save }: ProfileSubmitOptions<TValues, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ProfileSaving>(null);
  const { handleSubmit, setError } = form;
  const submit = (publish: boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      if (publish) {
        const problems = publishProblems(values);
        if (problems.length > 0) {
          problems.forEach((problem, index) => setError(problem.path as Path<TValues>, { type: 'publish', message: problem.message }, { shouldFocus: index === 0 }));
          setFormError(publishMessage);
          return;
        }
      }
      setSaving(publish ? 'publish' : 'save');
      try {
        await save(values, publish);
      } catch (error) {
        setFormError(applyServerError(error, setError, serverFields));
      } finally {
        setSaving(null);
      }
    });
  return { submit, formError, saving };
}
