import styled from '@emotion/styled';
import { applyServerError, useCompanySettings, useSendSlackTestMessage, useSiteConfiguration, useUpdateCompanySettings } from '@nordhub/api-client';
import { type CompanySettings, companySettingsInputSchema, linkedInSettingKey, slackWebhookMessage } from '@nordhub/contracts';
import { Button, CheckboxGroup, Container, FormMessage, PageBody, PageTitle, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteParam } from '../../route-params';
import { AtsConnectionPanel } from './ats-connection-panel';
import { CareersDomainSetting } from './careers-domain-setting';
import { EmbedSnippets } from './embed-snippets';
import { LinkedInSetting } from './linkedin-setting';
import { SettingForm } from './text-setting';

/** The `opened-setting` query (the product spec's screens and routes): which setting opens with the page. */
export const openedSettingParam = 'opened-setting';

/** `?opened-setting=embed` opens the copy-paste snippets of the job-list widget and career page. */
export const embedSettingKey = 'embed';

const StyledDetails = styled.details(({ theme }) => ({
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  summary: { cursor: 'pointer', fontSize: theme.typography.fontSizes.lg, fontWeight: theme.typography.fontWeights.semibold },
}));

const StyledBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, marginTop: theme.space.md }));

type SettingSectionProps = { name: string; title: string; openedSetting: string | null; children: ReactNode };

function SettingSection({ name, title, openedSetting, children }: SettingSectionProps) {
  return (
    <StyledDetails open={openedSetting === name ? true : undefined} aria-label={title}>
      <summary>{title}</summary>
      <StyledBody>{children}</StyledBody>
    </StyledDetails>
  );
}

const fieldMessage = (issues: { path: PropertyKey[]; message: string }[], field: string) => issues.find((issue) => issue.path[0] === field)?.message;

function SlackSetting({ company, settings }: { company: string; settings: CompanySettings }) {
  const site = useSiteConfiguration();
  const update = useUpdateCompanySettings(company);
  const showToast = useShowToast();
  const [chosen, setChosen] = useState<string[]>(settings.slackNotifications);
  const [webhook, setWebhook] = useState(settings.slackWebhookUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const options = site.data?.company.slackNotifications ?? [];
  const test = useSendSlackTestMessage(company);

  const onTest = async () => {
    const parsed = companySettingsInputSchema.safeParse({ slackWebhookUrl: webhook });
    if (!parsed.success || !webhook.trim()) {
      setError(parsed.success ? slackWebhookMessage : fieldMessage(parsed.error.issues, 'slackWebhookUrl'));
      return;
    }
    setError(undefined);
    test.mutate({ webhookUrl: webhook.trim() });
  };
  const answer = test.data;

  const onSubmit = async () => {
    const parsed = companySettingsInputSchema.safeParse({ slackWebhookUrl: webhook });
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues, 'slackWebhookUrl'));
      return;
    }
    setError(undefined);
    setFormError(null);
    try {
      await update.mutateAsync({ slackNotifications: chosen, slackWebhookUrl: webhook });
      showToast('Slack notifications saved', 'success');
    } catch (caught) {
      setFormError(applyServerError(caught, () => undefined, []));
    }
  };

  return (
    <SettingForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <CheckboxGroup variant="plain" legend="Tell our Slack channel when" options={options} value={chosen} onChange={setChosen} />
      <TextField
        label="Slack incoming-webhook URL"
        type="url"
        hint="Create an incoming webhook for the channel in Slack and paste its address here."
        value={webhook}
        error={error}
        onChange={(event) => setWebhook(event.target.value)}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div role="status">
        {answer ? (
          <FormMessage tone={answer.ok ? 'success' : 'error'}>
            {answer.status === null ? `Slack could not be reached: ${answer.error ?? ''}` : `Slack answered ${answer.status}: ${answer.body ?? ''}`}
          </FormMessage>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={update.isPending}>
          Save Slack notifications
        </Button>{' '}
        <Button type="button" variant="secondary" loading={test.isPending} onClick={() => void onTest()}>
          Send a test message
        </Button>
      </div>
    </SettingForm>
  );
}

/**
 * /client/startups/{company}/settings: the professional network (LinkedIn company id), Slack
 * notifications, the careers site's own domain and the snippets that embed the startup's jobs in its own website.
 * `?opened-setting=linkedin` opens the LinkedIn setting and puts the cursor in it.
 */
export function StartupSettingsPage() {
  const company = useRouteParam('company');
  useDocumentTitle('Startup settings');
  const [searchParams] = useSearchParams();
  const openedSetting = searchParams.get(openedSettingParam);
  const settings = useCompanySettings(company);

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Startup settings</PageTitle>
        {settings.isPending ? <Skeleton label="Loading the settings…" /> : null}
        {settings.isError ? <FormMessage tone="error">{settings.error.message}</FormMessage> : null}
        {settings.data ? (
          <>
            <SettingSection name={linkedInSettingKey} title="LinkedIn" openedSetting={openedSetting}>
              <LinkedInSetting company={company} settings={settings.data} focus={openedSetting === linkedInSettingKey} />
            </SettingSection>
            <SettingSection name="slack" title="Slack notifications" openedSetting={openedSetting}>
              <SlackSetting company={company} settings={settings.data} />
            </SettingSection>
            <SettingSection name="careers-domain" title="Careers site" openedSetting={openedSetting}>
              <CareersDomainSetting company={company} settings={settings.data} />
            </SettingSection>
          </>
        ) : null}
        <SettingSection name={embedSettingKey} title="Embed your jobs" openedSetting={openedSetting}>
          <EmbedSnippets company={company} />
        </SettingSection>
        <AtsConnectionPanel company={company} />
      </PageBody>
    </Container>
  );
}
