import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateInvestor, useInvestorDashboard, useManagedInvestor, useUpdateInvestor } from '@nordhub/api-client';
import { type InvestorUpdate, investorInputSchema, investorTypeLabels } from '@nordhub/contracts';
import { Avatar, Badge, Button, ButtonLink, Container, FormMessage, LineChart, PageBody, PageTitle, SectionTitle, Select, Skeleton, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatCount, formatQuantity, formatShortDay, imagePresetPath, storedFilePath } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { PeopleList } from '@nordhub/ui-blocks';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { ProfileCreatePage, ProfileEditPage, useProfileSave } from '../../components/profile-form/profile-pages';
import { useRefreshCurrentUser } from '../../components/profile-form/use-refresh-current-user';
import { InvestorJobBoardEmbed } from './investor-job-board-embed';
import { InvestorSectionCard } from './investor-section-card';
import { InvestorProfileForm } from './investor-profile-form';

export { InvestorStartupPage, InvestorStartupsPage } from './investor-portfolio-pages';

const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
const StyledCover = styled.img({ width: '100%', maxHeight: '16rem', objectFit: 'cover', borderRadius: '0.5rem' });
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });

const typeOptions = Object.entries(investorTypeLabels).map(([value, text]) => ({ value, text }));
const newInvestorSchema = investorInputSchema;
type NewInvestorForm = z.input<typeof newInvestorSchema>;
type NewInvestorValues = z.output<typeof newInvestorSchema>;

/** The public profile's address on the main site (mfe-public's /funding/{id}). */
export const publicInvestorHref = (key: string) => `/funding/${encodeURIComponent(key)}`;

/**
 * /client/investors/new: names the investor and creates it as a DRAFT; its edit form follows
 * (the product spec's states and transitions), where the rest is filled in and the profile is published.
 */
export function InvestorNewPage() {
  useDocumentTitle('Create an investor profile');
  const createInvestor = useCreateInvestor();
  const form = useForm<NewInvestorForm, unknown, NewInvestorValues>({ resolver: zodResolver(newInvestorSchema), defaultValues: { name: '', type: 'VENTURES', website: '', contactPreference: 'WEBSITE' } });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <ProfileCreatePage
      title="Create an investor profile"
      lead="Start with the name. The profile stays a draft, visible only to you, until you publish it on the funding list."
      submitLabel="Create investor"
      form={form}
      serverFields={['name', 'type', 'website']}
      create={(values) => createInvestor.mutateAsync(values)}
      editHref={(investor) => getHref('investorEdit', { investor })}
    >
      <TextField label="Investor name" autoComplete="organization" {...register('name')} error={errors.name?.message} required />
      <Select label="Type" options={typeOptions} {...register('type')} />
      <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} required />
    </ProfileCreatePage>
  );
}

/** /client/investors/{investor}: profile views over time, and the ways on. */
export function InvestorDashboardPage() {
  const key = useRouteParam('investor');
  const investor = useManagedInvestor(key);
  const dashboard = useInvestorDashboard(key);
  useDocumentTitle(investor.data ? `${investor.data.name} dashboard` : 'Investor dashboard');
  const data = dashboard.data;
  // The total is the profile's running count since it went live (views from before day-by-day
  // counting included); the chart counts the last 30 days. Each number says which it is, and the
  // number beside the chart is the chart's own sum, so the two always agree.
  const periodViews = data ? data.timeline.reduce((sum, day) => sum + day.views, 0) : 0;
  return (
    <Container>
      <PageBody>
        <PageTitle>{investor.data?.name ?? 'Investor dashboard'}</PageTitle>
        {dashboard.isError ? <FormMessage tone="error">{dashboard.error.message}</FormMessage> : null}
        {!data && !dashboard.isError ? <Skeleton label="Loading the dashboard…" /> : null}
        {data ? (
          <>
            <InvestorSectionCard aria-labelledby="investor-totals">
              <SectionTitle id="investor-totals">Your profile</SectionTitle>
              <p>
                {formatCount(data.totals.views, 'view')} in total · {formatQuantity(data.totals.investments, 'investment')}
              </p>
              <p>
                <Link to={getHref('investorStartups', { investor: key })}>Manage your portfolio</Link> ·{' '}
                <a href={publicInvestorHref(key)}>See your public profile</a>
              </p>
            </InvestorSectionCard>
            <InvestorSectionCard aria-labelledby="investor-activity">
              <SectionTitle id="investor-activity">Views</SectionTitle>
              <LineChart
                title={`Profile views, last ${data.timeline.length} days`}
                labels={data.timeline.map((day) => day.day)}
                formatTick={formatShortDay}
                series={[{ name: 'Profile views', values: data.timeline.map((day) => day.views) }]}
                description={<p>{formatCount(periodViews, 'view')} in the last {data.timeline.length} days</p>}
                empty={{
                  title: `No views in the last ${data.timeline.length} days`,
                  description: 'Views appear here, day by day, once people open your public profile on the funding list. Share its address with the startups you meet.',
                  action: (
                    <ButtonLink href={publicInvestorHref(key)} variant="secondary">
                      See your public profile
                    </ButtonLink>
                  ),
                }}
              />
            </InvestorSectionCard>
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /client/investors/{investor}/edit: the profile form; a draft investor lands here from every other page. */
export function InvestorEditPage() {
  useDocumentTitle('Edit investor profile');
  const key = useRouteParam('investor');
  const investor = useManagedInvestor(key);
  const updateInvestor = useUpdateInvestor();
  const save = useProfileSave((update: InvestorUpdate) => updateInvestor.mutateAsync({ key, update }), {
    toast: 'Your investor profile is published',
    href: getHref('investorProfile', { investor: key }),
  });

  return (
    <ProfileEditPage
      title="Edit investor profile"
      status={investor.data?.status}
      draftLead="Your profile is a draft. Fill it in and publish it to appear on the funding list."
      error={investor.error}
      pending={investor.isPending}
    >
      {investor.data ? <InvestorProfileForm key={investor.data.id} investor={investor.data} onSave={save} /> : null}
    </ProfileEditPage>
  );
}

/** /client/investors/{investor}/profile: the profile as startups see it, with a link to the public page. */
export function InvestorProfilePage() {
  const key = useRouteParam('investor');
  const investor = useManagedInvestor(key);
  useDocumentTitle(investor.data?.name ?? 'Investor profile');
  const data = investor.data;
  return (
    <Container>
      <PageBody>
        {data?.coverImage ? <StyledCover src={imagePresetPath(data.coverImage, 'cover') ?? undefined} alt={`Cover image of ${data.name}`} /> : null}
        <StyledHeader>
          {data ? <Avatar name={data.name} src={storedFilePath(data.logoImage)} size={64} /> : null}
          <PageTitle>{data?.name ?? 'Investor profile'}</PageTitle>
          {data ? (
            <Badge tone={data.status === 'ACTIVE' ? 'success' : 'warning'}>{data.status === 'ACTIVE' ? 'Published' : data.status === 'DRAFT' ? 'Draft' : 'Hidden'}</Badge>
          ) : null}
        </StyledHeader>
        {investor.isError ? <FormMessage tone="error">{investor.error.message}</FormMessage> : null}
        {investor.isPending ? <Skeleton label="Loading the profile…" /> : null}
        {data ? (
          <>
            <StyledLead>
              {[investorTypeLabels[data.type], data.countryCodes.join(', '), formatCount(data.views, 'view')].filter(Boolean).join(' · ')}
            </StyledLead>
            {data.intro ? <StyledText>{data.intro}</StyledText> : null}
            <p>
              Contact: {data.contactPreference === 'EMAIL' ? (data.email ?? 'no e-mail given') : data.website || 'no website given'}
            </p>
            <PeopleList title="Key people" id="profile-people" people={data.keyPeople} />
            <p>
              <Link to={getHref('investorEdit', { investor: key })}>Edit profile</Link>
              {data.status === 'ACTIVE' ? (
                <>
                  {' · '}
                  <a href={publicInvestorHref(key)}>Open the public profile</a>
                </>
              ) : null}
            </p>
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** /client/investors/{investor}/settings: whether the profile shows on the funding list. */
export function InvestorSettingsPage() {
  useDocumentTitle('Investor settings');
  const key = useRouteParam('investor');
  const investor = useManagedInvestor(key);
  const updateInvestor = useUpdateInvestor();
  const refreshCurrentUser = useRefreshCurrentUser();
  const showToast = useShowToast();
  const [error, setError] = useState<string | null>(null);
  const status = investor.data?.status;

  const setStatus = async (next: 'ACTIVE' | 'INACTIVE') => {
    setError(null);
    try {
      await updateInvestor.mutateAsync({ key, update: { status: next } });
      await refreshCurrentUser();
      showToast(next === 'ACTIVE' ? 'Your profile is on the funding list' : 'Your profile is hidden from the funding list', 'success');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save the setting');
    }
  };

  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Investor settings</PageTitle>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <InvestorSectionCard aria-labelledby="settings-visibility">
          <SectionTitle id="settings-visibility">Funding list</SectionTitle>
          {status === 'ACTIVE' ? (
            <>
              <p>Your profile is listed on the funding list, where startups find and contact you.</p>
              <div>
                <Button variant="secondary" loading={updateInvestor.isPending} onClick={() => void setStatus('INACTIVE')}>
                  Hide from the funding list
                </Button>
              </div>
            </>
          ) : status === 'INACTIVE' ? (
            <>
              <p>Your profile is hidden: startups cannot find it.</p>
              <div>
                <Button loading={updateInvestor.isPending} onClick={() => void setStatus('ACTIVE')}>
                  Show on the funding list
                </Button>
              </div>
            </>
          ) : status ? (
            <p>
              Publish your profile from the <Link to={getHref('investorEdit', { investor: key })}>edit form</Link> to appear on the funding list.
            </p>
          ) : null}
        </InvestorSectionCard>
        {investor.data ? <InvestorJobBoardEmbed investorKey={investor.data.key} investorName={investor.data.name} live={status === 'ACTIVE'} /> : null}
      </PageBody>
    </Container>
  );
}
