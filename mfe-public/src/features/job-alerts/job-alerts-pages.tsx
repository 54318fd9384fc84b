import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyServerError,
  isApiClientError,
  useConfirmDigest,
  useDigestMail,
  useDigestSettings,
  useSiteConfiguration,
  useSubscribeDigest,
  useUpdateDigest,
} from '@nordhub/api-client';
import {
  digestSubscriptionSchema,
  digestTexts,
  jobSearchCountrySchema,
  notificationFrequencyLabels,
  notificationFrequencySchema,
  siteLocaleSchema,
  type DigestSettings,
  type DigestSubscribeResult,
  type NotificationFrequency,
} from '@nordhub/contracts';
import { defaultLocale, jobSearchCountryChoices, siteLocaleChoices, type SiteLocale } from '@nordhub/domain';
import { Button, Container, FormMessage, PageBody, PageTitle, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { useCurrentUser } from '@nordhub/session';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { getHref } from '../../paths';

const StyledLead = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
}));

const StyledForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
}));

const StyledActions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
}));

const StyledSection = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.xl,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));

const StyledSectionTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.lg,
}));

const frequencyOptions = notificationFrequencySchema.options.map((value) => ({ value, text: notificationFrequencyLabels[value] }));
const languageLabel = 'Language of the e-mails';

/** The sign-up form: the contract's subscription, with the country select's empty choice as "any". */
const signupFormSchema = z.extend(digestSubscriptionSchema, {
  filters: z.object({
    search: z.string().check(z.trim(), z.maxLength(200, 'Keywords are at most 200 characters')),
    countryCode: z.pipe(z.union([z.literal(''), jobSearchCountrySchema]), z.transform((value) => (value === '' ? null : value))),
  }),
});
type SignupFormInput = z.input<typeof signupFormSchema>;
type SignupFormValues = z.output<typeof signupFormSchema>;

function SubscribeOutcome({ result }: { result: DigestSubscribeResult }) {
  if (result.status === 'pending') return <FormMessage tone="success">{digestTexts.pending}</FormMessage>;
  return (
    <FormMessage tone="success">
      {result.status === 'subscribed' ? digestTexts.subscribed : digestTexts.saved}{' '}
      {result.settings ? <Link to={getHref('profileSettings', { settingsKey: result.settings.settingsKey })}>Change your e-mail notifications</Link> : null}
    </FormMessage>
  );
}

/** The confirmation mail's link (/emailsignup?confirmKey=...): confirms once and links to the settings. */
function ConfirmSubscription({ confirmKey }: { confirmKey: string }) {
  const confirm = useConfirmDigest();
  const started = useRef<string | null>(null);
  // A key is used once: StrictMode's second effect run must not send it again.
  const run = useEffectEvent(() => {
    if (started.current === confirmKey) return;
    started.current = confirmKey;
    confirm.mutate({ confirmKey });
  });
  useEffect(() => run(), [confirmKey]);

  if (confirm.isSuccess) {
    return (
      <FormMessage tone="success">
        {digestTexts.confirmed}{' '}
        <Link to={getHref('profileSettings', { settingsKey: confirm.data.settingsKey })}>Change your e-mail notifications</Link>
      </FormMessage>
    );
  }
  if (confirm.isError) return <FormMessage tone="error">{confirm.error.message}</FormMessage>;
  return <p role="status">Confirming your job alerts…</p>;
}

/** /emailsignup: subscribe to a daily or weekly digest of new jobs matching a search. */
export function EmailSignupPage() {
  useDocumentTitle('Get new jobs by email');
  const [searchParams] = useSearchParams();
  const confirmKey = searchParams.get('confirmKey');
  if (confirmKey) {
    return (
      <Container size="sm">
        <PageBody>
          <PageTitle>Get new jobs by email</PageTitle>
          <ConfirmSubscription confirmKey={confirmKey} />
        </PageBody>
      </Container>
    );
  }
  return <EmailSignupForm />;
}

function EmailSignupForm() {
  const user = useCurrentUser();
  const configuration = useSiteConfiguration();
  const existing = useDigestMail(user?.email ?? null);
  const subscribe = useSubscribeDigest();
  const [result, setResult] = useState<DigestSubscribeResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    // Signed in: the account's address; once verified, the server subscribes its owner at once.
    values: { email: user?.email ?? '', frequency: 'daily', language: defaultLocale, filters: { search: '', countryCode: '' } },
    resetOptions: { keepDirtyValues: true },
  });
  const countries = configuration.data ? jobSearchCountryChoices(configuration.data.site.countries) : [];

  const onSubmit = handleSubmit(async (values) => {
    if (subscribe.isPending) return;
    setResult(null);
    setFormError(null);
    try {
      setResult(await subscribe.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email', 'frequency', 'language', 'filters.search', 'filters.countryCode']));
    }
  });

  const ownKey = existing.data?.settingsKey ?? null;
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>Get new jobs by email</PageTitle>
        <StyledLead>A daily or weekly digest of new jobs that match your search. Unsubscribe any time with one click.</StyledLead>
        {ownKey ? (
          <p>
            You already get job digests. <Link to={getHref('profileSettings', { settingsKey: ownKey })}>Change your e-mail notifications</Link>
          </p>
        ) : null}
        <StyledForm noValidate onSubmit={onSubmit} aria-label="Subscribe to job digests">
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Select label="How often" options={frequencyOptions} {...register('frequency')} />
          <Select label={languageLabel} options={siteLocaleChoices} error={errors.language?.message} {...register('language')} />
          <TextField label="Keywords (optional)" placeholder="e.g. frontend, designer" error={errors.filters?.search?.message} {...register('filters.search')} />
          <Select label="Country (optional)" placeholder="All countries" options={countries} {...register('filters.countryCode')} />
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
          {result ? <SubscribeOutcome result={result} /> : null}
          <StyledActions>
            <Button type="submit" loading={subscribe.isPending}>
              Subscribe
            </Button>
          </StyledActions>
        </StyledForm>
      </PageBody>
    </Container>
  );
}

function describeFilters(settings: DigestSettings, countryName: (code: string) => string): string {
  const parts: string[] = [];
  if (settings.filters.search) parts.push(`“${settings.filters.search}”`);
  if (settings.filters.countryCode) parts.push(`in ${countryName(settings.filters.countryCode)}`);
  return parts.length ? `New jobs matching ${parts.join(' ')}.` : 'All new jobs.';
}

function SettingsForm({ settingsKey, settings }: { settingsKey: string; settings: DigestSettings }) {
  const update = useUpdateDigest(settingsKey);
  const configuration = useSiteConfiguration();
  const [searchParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<NotificationFrequency>(settings.frequency);
  const [language, setLanguage] = useState<SiteLocale>(settings.language);
  const headingId = useId();
  const confirmId = useId();
  const countryName = (code: string) =>
    jobSearchCountryChoices(configuration.data?.site.countries ?? []).find((choice) => choice.value === code)?.text ?? code;

  const save = async (data: { frequency?: NotificationFrequency; language?: SiteLocale; subscribed?: boolean }, doneText: string) => {
    if (update.isPending) return;
    setNotice(null);
    try {
      await update.mutateAsync({ data, mergeData: true });
      setNotice(doneText);
    } catch {
      // The mutation keeps the error; it is shown below (and logged by the api-client).
    }
  };

  const error = update.error ? update.error.message : null;
  const confirming = searchParams.get('unsubscribe') === '1' && settings.subscribed;

  if (!settings.subscribed) {
    return (
      <StyledSection aria-labelledby={headingId}>
        <StyledSectionTitle id={headingId}>You are unsubscribed</StyledSectionTitle>
        <p>{notice ?? digestTexts.unsubscribed}</p>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <StyledActions>
          <Button type="button" loading={update.isPending} onClick={() => void save({ subscribed: true, frequency }, digestTexts.saved)}>
            Subscribe again
          </Button>
        </StyledActions>
      </StyledSection>
    );
  }

  return (
    <>
      {confirming ? (
        <StyledSection aria-labelledby={confirmId}>
          <StyledSectionTitle id={confirmId}>Unsubscribe from job digests?</StyledSectionTitle>
          <p>{settings.email} will get no more job digests.</p>
          <StyledActions>
            <Button type="button" variant="danger" loading={update.isPending} onClick={() => void save({ subscribed: false }, digestTexts.unsubscribed)}>
              Unsubscribe
            </Button>
          </StyledActions>
        </StyledSection>
      ) : null}
      <StyledSection aria-labelledby={headingId}>
        <StyledSectionTitle id={headingId}>Job digest for {settings.email}</StyledSectionTitle>
        <p>{describeFilters(settings, countryName)}</p>
        <StyledForm
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ frequency, language }, digestTexts.saved);
          }}
        >
          <Select
            label="How often"
            options={frequencyOptions}
            value={frequency}
            onChange={(event) => setFrequency(z.catch(notificationFrequencySchema, settings.frequency).parse(event.target.value))}
          />
          <Select
            label={languageLabel}
            options={siteLocaleChoices}
            value={language}
            onChange={(event) => setLanguage(z.catch(siteLocaleSchema, settings.language).parse(event.target.value))}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
          <StyledActions>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            {confirming ? null : (
              <Button type="button" variant="secondary" disabled={update.isPending} onClick={() => void save({ subscribed: false }, digestTexts.unsubscribed)}>
                Unsubscribe
              </Button>
            )}
          </StyledActions>
        </StyledForm>
      </StyledSection>
    </>
  );
}

/** /profile-settings/:settingsKey: change the digest's frequency or language, or unsubscribe, without logging in. */
export function ProfileSettingsPage() {
  useDocumentTitle('Email notifications');
  const { settingsKey = '' } = useParams();
  const settings = useDigestSettings(settingsKey);
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>Email notifications</PageTitle>
        <StyledLead>Choose how often you receive job digests, and in which language.</StyledLead>
        {settings.isPending ? <Skeleton label="Loading your settings…" /> : null}
        {settings.isError ? (
          <FormMessage tone="error">{isApiClientError(settings.error) && settings.error.status === 404 ? digestTexts.unknownKey : settings.error.message}</FormMessage>
        ) : null}
        {settings.data ? <SettingsForm key={settingsKey} settingsKey={settingsKey} settings={settings.data} /> : null}
      </PageBody>
    </Container>
  );
}
