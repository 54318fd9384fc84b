import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useQuickApplySettings, useSaveQuickApplySettings, useCvUpload } from '@nordhub/api-client';
import {
  jobSearchCountryOptions,
  QUICK_APPLY_LINKS_MAX,
  QUICK_APPLY_PITCH_MAX,
  type QuickApplySettings,
  quickApplySettingsInputSchema,
  workPermitLabels,
  workPermitSchema,
} from '@nordhub/contracts';
import { Button, Checkbox, Container, FormMessage, PageBody, PageTitle, Select, Skeleton, Stack, TextArea, TextField, useDocumentTitle } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { CvUploadField } from '@nordhub/form-widgets';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import * as z from 'zod/mini';

/** The form holds '' for "not chosen" where the API holds null. */
const formSchema = z.extend(quickApplySettingsInputSchema, {
  phone: z.string(),
  pitch: z.string(),
  workPermit: z.union([workPermitSchema, z.literal('')]),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const toForm = (settings: QuickApplySettings): FormInput => ({
  phone: settings.phone ?? '',
  pitch: settings.pitch ?? '',
  links: settings.links,
  cvFile: settings.cvFile,
  workPermit: settings.workPermit ?? '',
  countryCodes: settings.countryCodes,
  openToRemote: settings.openToRemote,
  willingToRelocate: settings.willingToRelocate,
});

const permitOptions = workPermitSchema.options.map((value) => ({ value, text: workPermitLabels[value] }));

const StyledFieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  padding: theme.space.md,
  margin: 0,
}));

const StyledRow = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' }));

const fieldNames = ['phone', 'pitch', 'cvFile.path', 'workPermit', 'countryCodes'] as const;

export type QuickApplySettingsFormProps = { settings: QuickApplySettings };

/** The quick-apply form: CV (PDF, uploaded at once with progress and Cancel), links, phone, pitch, permit, places. */
export function QuickApplySettingsForm({ settings }: QuickApplySettingsFormProps) {
  const save = useSaveQuickApplySettings();
  const showToast = useShowToast();
  const cv = useCvUpload();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: toForm(settings) });
  const links = useFieldArray({ control, name: 'links' });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, phone: values.phone || null, pitch: values.pitch || null, workPermit: values.workPermit || null });
      showToast('Quick apply settings saved', 'success');
    } catch (error) {
      const message = applyServerError(error, setError, fieldNames);
      if (message) setFormError(message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Quick apply settings">
      <Stack gap="lg">
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <CvUploadField
          control={control}
          upload={cv}
          name="cvFile"
          hint="A PDF of at most 5 MB. Only you and the startups you apply to can open it."
          error={errors.cvFile?.message ?? (errors.cvFile as { path?: { message?: string } } | undefined)?.path?.message}
          linkToFile
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
        <TextArea
          label="Short pitch"
          rows={4}
          maxLength={QUICK_APPLY_PITCH_MAX}
          hint={`Sent as your message with quick apply; at most ${QUICK_APPLY_PITCH_MAX} characters.`}
          {...register('pitch')}
          error={errors.pitch?.message}
        />
        <StyledFieldset>
          <legend>Links</legend>
          {links.fields.map((link, index) => (
            <StyledRow key={link.id}>
              <TextField label={`Link ${index + 1} label`} placeholder="GitHub" {...register(`links.${index}.label`)} error={errors.links?.[index]?.label?.message} />
              <TextField
                label={`Link ${index + 1} address`}
                inputMode="url"
                placeholder="https://"
                {...register(`links.${index}.url`)}
                error={errors.links?.[index]?.url?.message}
              />
              <Button variant="ghost" size="sm" onClick={() => links.remove(index)}>
                Remove link {index + 1}
              </Button>
            </StyledRow>
          ))}
          {links.fields.length < QUICK_APPLY_LINKS_MAX ? (
            <div>
              <Button variant="secondary" size="sm" onClick={() => links.append({ label: '', url: '' })}>
                Add a link
              </Button>
            </div>
          ) : null}
        </StyledFieldset>
        <Select label="Work permit" placeholder="Not given" options={permitOptions} {...register('workPermit')} />
        <StyledFieldset>
          <legend>Where do you want to work?</legend>
          {jobSearchCountryOptions.map((option) => (
            <Checkbox key={option.value} label={option.text} value={option.value} {...register('countryCodes')} />
          ))}
          {errors.countryCodes?.message ? <FormMessage tone="error">{errors.countryCodes.message}</FormMessage> : null}
          <Checkbox label="Open to remote work" {...register('openToRemote')} />
          <Checkbox label="Willing to relocate" {...register('willingToRelocate')} />
        </StyledFieldset>
        <div>
          <Button type="submit" disabled={isSubmitting || cv.isUploading}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /client/applicant/settings: quick-apply settings. */
export function ApplicantSettingsPage() {
  useDocumentTitle('Quick apply settings');
  const settings = useQuickApplySettings();
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Quick apply settings</PageTitle>
        <p>Store your CV and details once; quick apply sends them to a startup in one step.</p>
        {settings.isPending ? (
          <Skeleton label="Loading your settings…" />
        ) : settings.isError ? (
          <FormMessage tone="error">Your settings could not be loaded. {settings.error.message}</FormMessage>
        ) : (
          <QuickApplySettingsForm settings={settings.data} />
        )}
      </PageBody>
    </Container>
  );
}
