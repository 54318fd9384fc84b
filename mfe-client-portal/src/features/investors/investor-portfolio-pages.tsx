import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useDeletePortfolioEntry, useInvestorPortfolio, useSavePortfolioEntry } from '@nordhub/api-client';
import { type Image, type PortfolioEntry, type PortfolioEntryInput, portfolioEntryInputSchema } from '@nordhub/contracts';
import { Avatar, Button, Container, EmptyState, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, TextArea, TextField, useDocumentTitle } from '@nordhub/design-system';
import { isPortfolioEntryEditable, storedFilePath } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { ImageUploadField } from '../../components/profile-form/image-upload-field';

type EntryForm = z.input<typeof portfolioEntryInputSchema>;
type EntryValues = z.output<typeof portfolioEntryInputSchema>;

const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledBody = styled.div(({ theme }) => ({ flex: 1, display: 'flex', flexDirection: 'column', gap: theme.space.xs }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, maxWidth: '36rem' }));
const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.md, flexWrap: 'wrap' }));

const filesPrefix = '/api/files/';
/** The stored image behind a logo URL the portal saved (storedFilePath), for the upload field's preview. */
const imageFromUrl = (url: string | null | undefined): Image | null =>
  url?.startsWith(filesPrefix) ? { path: url.slice(filesPrefix.length).split('/').map(decodeURIComponent).join('/') } : null;

/** The startup's key from what the investor typed: a key, or a /startups/{key} address. */
export const startupKeyFrom = (text: string) => {
  const trimmed = text.trim();
  const match = /\/startups\/([^/?#]+)/.exec(trimmed);
  return match?.[1] ? decodeURIComponent(match[1]) : trimmed;
};

const entryName = (entry: PortfolioEntry) => entry.company?.name ?? entry.investor?.name ?? entry.name;
const entryLogo = (entry: PortfolioEntry) => storedFilePath(entry.company?.logoImage ?? entry.investor?.logoImage) ?? entry.logoImageUrl;

/** The free fields of an entry (name, website, category, logo, intro). */
function FreeEntryFields({ form }: { form: ReturnType<typeof useForm<EntryForm, unknown, EntryValues>> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label="Company name" {...register('name')} error={errors.name?.message} required />
      <TextField label="Website" inputMode="url" placeholder="example.com" {...register('website')} error={errors.website?.message} />
      <TextField label="Category" {...register('category')} error={errors.category?.message} />
      <Controller
        control={control}
        name="logoImageUrl"
        render={({ field }) => (
          <ImageUploadField label="Company logo" value={imageFromUrl(field.value)} onChange={(image) => field.onChange(storedFilePath(image))} previewAlt="Company logo" />
        )}
      />
      <TextArea label="Intro" {...register('intro')} error={errors.intro?.message} />
    </>
  );
}

/** /client/investors/{investor}/startups: the portfolio, with forms to add a linked or a free entry. */
export function InvestorStartupsPage() {
  useDocumentTitle('Portfolio');
  const investor = useRouteParam('investor');
  const portfolio = useInvestorPortfolio(investor);
  const save = useSavePortfolioEntry();
  const showToast = useShowToast();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [startup, setStartup] = useState('');
  const [freeError, setFreeError] = useState<string | null>(null);
  const freeForm = useForm<EntryForm, unknown, EntryValues>({ resolver: zodResolver(portfolioEntryInputSchema), defaultValues: { name: '', website: '', category: '', logoImageUrl: null, intro: '' } });

  const addLinked = async (event: React.FormEvent) => {
    event.preventDefault();
    setLinkError(null);
    const companyKey = startupKeyFrom(startup);
    if (!companyKey) {
      setLinkError('Please enter the startup’s address on Nordhub');
      return;
    }
    try {
      await save.mutateAsync({ investor, entry: { companyKey } });
      setStartup('');
      showToast('The startup is in your portfolio', 'success');
    } catch (error) {
      setLinkError(error instanceof Error ? error.message : 'Could not add the startup');
    }
  };

  const addFree = freeForm.handleSubmit(async (values) => {
    setFreeError(null);
    try {
      await save.mutateAsync({ investor, entry: values as PortfolioEntryInput });
      freeForm.reset();
      showToast('The company is in your portfolio', 'success');
    } catch (error) {
      setFreeError(applyServerError(error, freeForm.setError, ['name', 'website', 'category', 'intro']));
    }
  });

  return (
    <Container>
      <PageBody>
        <PageTitle>Portfolio</PageTitle>
        <StyledMuted>Startups you have invested in. They show as investments on your public profile.</StyledMuted>
        {portfolio.isError ? <FormMessage tone="error">{portfolio.error.message}</FormMessage> : null}
        {portfolio.isPending ? <Skeleton label="Loading the portfolio…" shape="cards" /> : null}
        {portfolio.data?.length === 0 ? (
          <EmptyState title="No investments yet">Add the startups you have invested in below; they show on your public profile.</EmptyState>
        ) : null}
        <PlainList aria-label="Investments">
          {(portfolio.data ?? []).map((entry) => (
            <li key={entry.id}>
              <StyledCard aria-label={entryName(entry)}>
                <Avatar name={entryName(entry)} src={entryLogo(entry)} size={40} />
                <StyledBody>
                  <Link to={getHref('investorStartup', { investor, id: entry.id })}>{entryName(entry)}</Link>
                  <StyledMuted>{entry.company ? 'Startup on Nordhub' : [entry.category, entry.website].filter(Boolean).join(' · ')}</StyledMuted>
                </StyledBody>
              </StyledCard>
            </li>
          ))}
        </PlainList>

        <StyledSection aria-labelledby="add-linked">
          <SectionTitle id="add-linked">Add a startup on Nordhub</SectionTitle>
          <StyledForm onSubmit={(event) => void addLinked(event)} noValidate aria-label="Add a startup on Nordhub">
            <TextField
              label="Startup address on Nordhub"
              hint="The startup's page, e.g. /startups/fjord-solar, or its key"
              value={startup}
              onChange={(event) => setStartup(event.target.value)}
              error={linkError ?? undefined}
            />
            <div>
              <Button type="submit" loading={save.isPending && save.variables?.entry.companyKey !== undefined}>
                Add startup
              </Button>
            </div>
          </StyledForm>
        </StyledSection>

        <StyledSection aria-labelledby="add-free">
          <SectionTitle id="add-free">Add another company</SectionTitle>
          <StyledForm onSubmit={addFree} noValidate aria-label="Add another company">
            {freeError ? <FormMessage tone="error">{freeError}</FormMessage> : null}
            <FreeEntryFields form={freeForm} />
            <div>
              <Button type="submit">Add company</Button>
            </div>
          </StyledForm>
        </StyledSection>
      </PageBody>
    </Container>
  );
}

function EntryEditForm({ investor, entry }: { investor: string; entry: PortfolioEntry }) {
  const save = useSavePortfolioEntry();
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EntryForm, unknown, EntryValues>({
    resolver: zodResolver(portfolioEntryInputSchema),
    defaultValues: { name: entry.name, website: entry.website, category: entry.category ?? '', logoImageUrl: entry.logoImageUrl, intro: entry.basicInfo.intro },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ investor, id: entry.id, entry: values as PortfolioEntryInput });
      showToast('Your changes are saved', 'success');
    } catch (error) {
      setFormError(applyServerError(error, form.setError, ['name', 'website', 'category', 'intro']));
    }
  });
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Portfolio entry">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <FreeEntryFields form={form} />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save changes
        </Button>
      </div>
    </StyledForm>
  );
}

/** /client/investors/{investor}/startups/{id}: one entry; editable only when it is not linked to a profile. */
export function InvestorStartupPage() {
  const investor = useRouteParam('investor');
  const id = useRouteParam('id');
  const portfolio = useInvestorPortfolio(investor);
  const remove = useDeletePortfolioEntry();
  const navigate = useNavigate();
  const entry = portfolio.data?.find((item) => item.id === id);
  useDocumentTitle(entry ? entryName(entry) : 'Portfolio entry');

  return (
    <Container>
      <PageBody>
        <Link to={getHref('investorStartups', { investor })}>All investments</Link>
        <PageTitle>{entry ? entryName(entry) : 'Portfolio entry'}</PageTitle>
        {portfolio.isPending ? <Skeleton label="Loading the entry…" /> : null}
        {portfolio.isError ? <FormMessage tone="error">{portfolio.error.message}</FormMessage> : null}
        {portfolio.data && !entry ? <FormMessage tone="error">This entry is not in your portfolio.</FormMessage> : null}
        {entry ? (
          <>
            {isPortfolioEntryEditable(entry) ? (
              <EntryEditForm key={entry.id} investor={investor} entry={entry} />
            ) : (
              <StyledMuted>
                Linked to {entryName(entry)} on Nordhub, whose own profile keeps these details up to date, so they cannot be edited here.{' '}
                {entry.company ? <a href={`/startups/${encodeURIComponent(entry.company.key)}`}>Open the startup</a> : null}
              </StyledMuted>
            )}
            <StyledActions>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => void remove.mutateAsync({ investor, id: entry.id }).then(() => navigate(getHref('investorStartups', { investor })))}
              >
                Remove from portfolio
              </Button>
            </StyledActions>
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
