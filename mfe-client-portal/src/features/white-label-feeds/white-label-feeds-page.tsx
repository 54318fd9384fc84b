import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyServerError,
  useCreateWhiteLabelFeed,
  useDeleteWhiteLabelFeed,
  useSiteConfiguration,
  useUploadImage,
  useRevokeWhiteLabelFeedDomain,
  useSetWhiteLabelFeedLanguage,
  useVerifyWhiteLabelFeedDomain,
  useWhiteLabelFeeds,
} from '@nordhub/api-client';
import { type FeedInput, feedInputSchema, type Image, type OwnedFeed, siteLocaleSchema } from '@nordhub/contracts';
import { Button, Checkbox, Container, EmptyState, FileInput, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Select, Skeleton, TextArea, TextField, useDocumentTitle } from '@nordhub/design-system';
import { defaultLocale, formatQuantity, localeNames, siteLocaleChoices } from '@nordhub/domain';
import { useCurrentUser, useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DomainVerificationPanel } from '../../components/domain-verification/domain-verification-panel';
import { useRouteParam } from '../../route-params';

type FeedOutput = z.output<typeof feedInputSchema>;

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg }));
const StyledFieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  legend: { marginBottom: theme.space.sm, fontWeight: theme.typography.fontWeights.semibold },
}));
const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledCardBody = styled.div(({ theme }) => ({ flex: 1, display: 'flex', flexDirection: 'column', gap: theme.space.xs }));
const StyledName = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const emptyFeed: FeedInput = { name: '', description: '', domain: '', logo: null, language: defaultLocale, filters: { categories: [], countryCodes: [], companyKeys: [], search: '' } };

const languageLabel = 'Language of the feed';

/** The "which jobs" line of a feed, e.g. "Backend, Design · DK · 12 live jobs". */
function describeFilters(feed: OwnedFeed, categoryName: (value: string) => string) {
  const parts = [
    feed.filters.categories.map(categoryName).join(', '),
    feed.filters.countryCodes.join(', '),
    feed.filters.companyKeys.length ? `${feed.filters.companyKeys.length} startups` : '',
    feed.filters.search ? `“${feed.filters.search}”` : '',
  ].filter(Boolean);
  return `${parts.length ? parts.join(' · ') : 'All jobs'} · ${formatQuantity(feed.numberOfJobs, 'live job')}`;
}

function LogoField({ value, onChange }: { value: Image | null | undefined; onChange: (image: Image | null) => void }) {
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | undefined>();
  const onFile = async (file: File | null) => {
    if (!file) return onChange(null);
    try {
      const stored = await upload.mutateAsync({ file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      onChange({ path: stored.path });
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <FileInput
      label="Logo"
      accept="image/*"
      progress={progress}
      error={upload.error?.message}
      hint={value ? 'Logo uploaded' : 'PNG, JPEG or WebP'}
      onChange={(file) => void onFile(file)}
    />
  );
}

function CreateFeedForm({ company, onCreated }: { company: string; onCreated: () => void }) {
  const create = useCreateWhiteLabelFeed(company);
  const site = useSiteConfiguration();
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<FeedInput, unknown, FeedOutput>({ resolver: zodResolver(feedInputSchema), defaultValues: emptyFeed });

  const onSubmit = handleSubmit(async (input) => {
    if (create.isPending) return;
    setFormError(null);
    try {
      const feed = await create.mutateAsync(input);
      showToast(`The feed ${feed.name} is created: verify ${feed.domain} to put it live`, 'success');
      reset(emptyFeed);
      onCreated();
    } catch (error) {
      setFormError(applyServerError(error, setError, ['name', 'description', 'domain', 'language']));
    }
  });

  const toggleIn = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Create a feed">
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <Controller control={control} name="logo" render={({ field }) => <LogoField value={field.value} onChange={field.onChange} />} />
      <TextArea label="Description" rows={3} error={errors.description?.message} {...register('description')} />
      <TextField
        label="Domain"
        placeholder="jobs.example.com"
        hint="Point this host name at Nordhub (a CNAME record); the feed answers there."
        error={errors.domain?.message}
        {...register('domain')}
      />
      <Select label={languageLabel} options={siteLocaleChoices} error={errors.language?.message} {...register('language')} />
      <Controller
        control={control}
        name="filters.categories"
        render={({ field }) => (
          <StyledFieldset>
            <legend>Job categories (none ticked: all)</legend>
            {(site.data?.job.roles ?? []).map((role) => (
              <Checkbox
                key={role.value}
                label={role.text}
                checked={(field.value ?? []).includes(role.value)}
                onChange={(event) => field.onChange(toggleIn(field.value ?? [], role.value, event.target.checked))}
              />
            ))}
          </StyledFieldset>
        )}
      />
      <Controller
        control={control}
        name="filters.countryCodes"
        render={({ field }) => (
          <StyledFieldset>
            <legend>Countries (none ticked: all)</legend>
            {(site.data?.site.countries ?? []).map((country) => (
              <Checkbox
                key={country.value}
                label={country.text}
                checked={(field.value ?? []).includes(country.value)}
                onChange={(event) => field.onChange(toggleIn(field.value ?? [], country.value, event.target.checked))}
              />
            ))}
          </StyledFieldset>
        )}
      />
      <TextField label="Only jobs matching (optional)" placeholder="e.g. python" {...register('filters.search')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div>
        <Button type="submit" loading={create.isPending}>
          Create feed
        </Button>
      </div>
    </StyledForm>
  );
}

/** /client/startups/{company}/white-label-feeds: the startup's job feeds on partner domains. */
export function StartupWhiteLabelFeedsPage() {
  const company = useRouteParam('company');
  useDocumentTitle('White-label feeds');
  const feeds = useWhiteLabelFeeds(company);
  const site = useSiteConfiguration();
  const remove = useDeleteWhiteLabelFeed(company);
  const verify = useVerifyWhiteLabelFeedDomain(company);
  const revoke = useRevokeWhiteLabelFeedDomain(company);
  const setLanguage = useSetWhiteLabelFeedLanguage(company);
  const showToast = useShowToast();
  const changeLanguage = async (feed: OwnedFeed, value: string) => {
    const language = siteLocaleSchema.safeParse(value);
    if (!language.success || language.data === feed.language) return;
    try {
      await setLanguage.mutateAsync({ id: feed.id, language: language.data });
      showToast(`${feed.name} now speaks ${localeNames[language.data]}`, 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'The language could not be changed', 'error');
    }
  };
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  const [creating, setCreating] = useState(false);
  const categoryName = (value: string) => site.data?.job.roles.find((role) => role.value === value)?.text ?? value;

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>White-label feeds</PageTitle>
        <StyledMuted>A feed is a job board on a partner&apos;s own domain, with its name, logo and description, listing the jobs you choose. It speaks the language you choose: every word around the jobs, and the mails to those who apply through it.</StyledMuted>
        <section aria-labelledby="feeds-list">
          <SectionTitle id="feeds-list">Your feeds</SectionTitle>
          {feeds.isPending ? <Skeleton label="Loading the feeds…" shape="cards" /> : null}
          {feeds.isError ? <FormMessage tone="error">{feeds.error.message}</FormMessage> : null}
          {feeds.data && feeds.data.length === 0 ? (
            <EmptyState title="No feeds yet" headingLevel={3}>
              Create a feed to list your jobs on a partner&apos;s own domain.
            </EmptyState>
          ) : null}
          <PlainList aria-label="Feeds">
            {(feeds.data ?? []).map((feed) => (
              <li key={feed.id}>
                <StyledCard aria-label={feed.name}>
                  <StyledCardBody>
                    <StyledName>{feed.name}</StyledName>
                    <StyledMuted>
                      <a href={`//${feed.domain}/`} target="_blank" rel="noreferrer">
                        {feed.domain}
                      </a>
                    </StyledMuted>
                    {feed.description ? <p>{feed.description}</p> : null}
                    <StyledMuted>{describeFilters(feed, categoryName)}</StyledMuted>
                    <Select
                      label={languageLabel}
                      options={siteLocaleChoices}
                      value={feed.language}
                      disabled={setLanguage.isPending && setLanguage.variables.id === feed.id}
                      onChange={(event) => void changeLanguage(feed, event.target.value)}
                    />
                    <DomainVerificationPanel
                      domain={feed.domain}
                      verification={feed.domainVerification}
                      what="the feed"
                      onVerify={() => verify.mutateAsync(feed.id)}
                      verifying={verify.isPending && verify.variables === feed.id}
                      {...(isAdmin ? { onRevoke: () => revoke.mutateAsync(feed.id), revoking: revoke.isPending && revoke.variables === feed.id } : {})}
                    />
                  </StyledCardBody>
                  <Button variant="ghost" size="sm" onClick={() => remove.mutate(feed.id)} aria-label={`Delete the feed ${feed.name}`}>
                    Delete
                  </Button>
                </StyledCard>
              </li>
            ))}
          </PlainList>
        </section>
        <section aria-labelledby="feeds-create">
          <SectionTitle id="feeds-create">Create a feed</SectionTitle>
          {creating ? (
            <CreateFeedForm company={company} onCreated={() => setCreating(false)} />
          ) : (
            <div>
              <Button onClick={() => setCreating(true)}>New feed</Button>
            </div>
          )}
        </section>
      </PageBody>
    </Container>
  );
}
