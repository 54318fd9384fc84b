import styled from '@emotion/styled';
import { applyServerError, useCompanySettings, useSiteConfiguration, useUpdateCompanySettings } from '@nordhub/api-client';
import { type CompanySettings, companySettingsInputSchema, linkedInSettingKey } from '@nordhub/contracts';
import { Button, Checkbox, Container, FormMessage, PageBody, PageTitle, TextField, useDocumentTitle } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteParam } from '../../route-params';

/** The `opened-setting` query (spec section 2): which setting opens with the page. */
export const openedSettingParam = 'opened-setting';

const StyledDetails = styled.details(({ theme }) => ({
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  summary: { cursor: 'pointer', fontSize: theme.typography.fontSizes.lg, fontWeight: theme.typography.fontWeights.semibold },
}));

const StyledBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, marginTop: theme.space.md }));
const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledText = styled.p({ margin: 0 });
const StyledFieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  legend: { marginBottom: theme.space.sm, fontWeight: theme.typography.fontWeights.semibold },
}));

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

function LinkedInSetting({ company, settings, focus }: { company: string; settings: CompanySettings; focus: boolean }) {
  const update = useUpdateCompanySettings(company);
  const showToast = useShowToast();
  const [value, setValue] = useState(settings.linkedinId ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const save = async (linkedinId: string) => {
    const parsed = companySettingsInputSchema.safeParse({ linkedinId });
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues, 'linkedinId'));
      return;
    }
    setError(undefined);
    try {
      const saved = await update.mutateAsync({ linkedinId });
      setValue(saved.linkedinId ?? '');
      showToast(saved.linkedinId ? 'LinkedIn is connected: your live jobs go to LinkedIn for free' : 'LinkedIn is disconnected', 'success');
    } catch (caught) {
      setError(applyServerError(caught, () => undefined, []) ?? undefined);
    }
  };

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(value);
      }}
    >
      <StyledText>
        {settings.linkedinId
          ? `Connected to the LinkedIn company ${settings.linkedinId}: your live jobs are in the LinkedIn job feed and LinkedIn imports them for free.`
          : 'Connect your LinkedIn company page to automatically import all your jobs to LinkedIn for free.'}
      </StyledText>
      <TextField
        ref={input}
        label="LinkedIn company id"
        inputMode="numeric"
        hint="The number in your LinkedIn page's admin address, e.g. linkedin.com/company/1234567/admin/"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <StyledActions>
        <Button type="submit" loading={update.isPending}>
          Save LinkedIn company id
        </Button>
        {settings.linkedinId ? (
          <Button variant="ghost" onClick={() => void save('')}>
            Disconnect LinkedIn
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}

function SlackSetting({ company, settings }: { company: string; settings: CompanySettings }) {
  const site = useSiteConfiguration();
  const update = useUpdateCompanySettings(company);
  const showToast = useShowToast();
  const [chosen, setChosen] = useState<string[]>(settings.slackNotifications);
  const [webhook, setWebhook] = useState(settings.slackWebhookUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const options = site.data?.company.slackNotifications ?? [];

  const toggle = (value: string, on: boolean) => setChosen((current) => (on ? [...current, value] : current.filter((item) => item !== value)));

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
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <StyledFieldset>
        <legend>Tell our Slack channel when</legend>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.text}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </StyledFieldset>
      <TextField
        label="Slack incoming-webhook URL"
        type="url"
        hint="Create an incoming webhook for the channel in Slack and paste its address here."
        value={webhook}
        error={error}
        onChange={(event) => setWebhook(event.target.value)}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          Save Slack notifications
        </Button>
      </div>
    </StyledForm>
  );
}

/**
 * /client/startups/{company}/settings: the professional network (LinkedIn company id) and Slack
 * notifications. `?opened-setting=linkedin` opens the LinkedIn setting and puts the cursor in it.
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
        {settings.isPending ? <p role="status">Loading the settings…</p> : null}
        {settings.isError ? <FormMessage tone="error">{settings.error.message}</FormMessage> : null}
        {settings.data ? (
          <>
            <SettingSection name={linkedInSettingKey} title="LinkedIn" openedSetting={openedSetting}>
              <LinkedInSetting company={company} settings={settings.data} focus={openedSetting === linkedInSettingKey} />
            </SettingSection>
            <SettingSection name="slack" title="Slack notifications" openedSetting={openedSetting}>
              <SlackSetting company={company} settings={settings.data} />
            </SettingSection>
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
