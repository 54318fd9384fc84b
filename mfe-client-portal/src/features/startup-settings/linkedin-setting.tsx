import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useLinkedInFeedStatus, useUpdateCompanySettings } from '@nordhub/api-client';
import { type CompanySettings, companySettingsInputSchema } from '@nordhub/contracts';
import { Button, FormMessage, TextField } from '@nordhub/design-system';
import { formatDateTime, formatQuantity } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SettingForm } from './text-setting';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledText = styled.p({ margin: 0 });

// The contract's own rule and message (digits only, `linkedinIdMessage`), checked on the page before sending.
const linkedInIdFormSchema = z.object({ linkedinId: companySettingsInputSchema.shape.linkedinId });
type LinkedInIdForm = z.input<typeof linkedInIdFormSchema>;
type LinkedInIdValues = z.output<typeof linkedInIdFormSchema>;

export type LinkedInSettingProps = { company: string; settings: CompanySettings; focus: boolean };

/** The feed URL to register with LinkedIn, and whether LinkedIn has fetched it yet. */
function LinkedInFeedStatusBlock({ company }: { company: string }) {
  const status = useLinkedInFeedStatus(company);
  if (status.isError) return <FormMessage tone="error">{status.error.message}</FormMessage>;
  if (!status.data) return null;
  const { feedUrl, lastFetchedAt, jobCount } = status.data;
  return (
    <>
      <TextField
        label="Job feed URL to register with LinkedIn"
        hint="Register this address in LinkedIn's job-feed program; LinkedIn fetches it to import your live jobs."
        value={feedUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <StyledText role="status">
        {lastFetchedAt
          ? `LinkedIn last fetched your feed on ${formatDateTime(lastFetchedAt)}; it held ${formatQuantity(jobCount ?? 0, 'job')} of yours.`
          : 'LinkedIn has not fetched your feed yet'}
      </StyledText>
    </>
  );
}

/**
 * The professional-network setting: the LinkedIn company id (checked with the contract's rule on
 * the page; the server's refusal lands on the field too), the feed URL and LinkedIn's last fetch.
 */
export function LinkedInSetting({ company, settings, focus }: LinkedInSettingProps) {
  const update = useUpdateCompanySettings(company);
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LinkedInIdForm, unknown, LinkedInIdValues>({ resolver: zodResolver(linkedInIdFormSchema), defaultValues: { linkedinId: settings.linkedinId ?? '' } });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (focus) setFocus('linkedinId');
  }, [focus, setFocus]);

  const save = async (linkedinId: string | null) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ linkedinId: linkedinId ?? '' });
      form.reset({ linkedinId: saved.linkedinId ?? '' });
      showToast(saved.linkedinId ? 'LinkedIn is connected: your live jobs go to LinkedIn for free' : 'LinkedIn is disconnected', 'success');
    } catch (caught) {
      setFormError(applyServerError<LinkedInIdForm>(caught, form.setError, ['linkedinId']));
    }
  };

  return (
    <SettingForm noValidate onSubmit={(event) => void form.handleSubmit((values) => save(values.linkedinId ?? null))(event)}>
      <StyledText>
        {settings.linkedinId
          ? `Connected to the LinkedIn company ${settings.linkedinId}: your live jobs are in the LinkedIn job feed and LinkedIn imports them for free.`
          : 'Connect your LinkedIn company page to automatically import all your jobs to LinkedIn for free.'}
      </StyledText>
      <TextField
        label="LinkedIn company id"
        hint="The number in your LinkedIn page's admin address, e.g. linkedin.com/company/1234567/admin/"
        inputMode="numeric"
        {...register('linkedinId')}
        error={errors.linkedinId?.message}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledActions>
        <Button type="submit" loading={update.isPending}>
          Save LinkedIn company id
        </Button>
        {settings.linkedinId ? (
          <Button variant="ghost" onClick={() => void save(null)}>
            Disconnect LinkedIn
          </Button>
        ) : null}
      </StyledActions>
      <LinkedInFeedStatusBlock company={company} />
    </SettingForm>
  );
}
