import styled from '@emotion/styled';
import { useClaimCompanyDeal, useCompanyDeal } from '@nordhub/api-client';
import { type CompanyDeal } from '@nordhub/contracts';
import { Badge, Button, ButtonLink, FormMessage, Panel, RichText, SectionTitle, Skeleton } from '@nordhub/design-system';
import { formatDate, storedFilePath } from '@nordhub/domain';
import { NavButton, useOpenProfileModal, useOpenSignIn, useOpenSignUp, useSelectedProfileView, useSessionStatus, useShowToast, useUsableProfiles } from '@nordhub/session';
import { Link, useLocation } from 'react-router-dom';
import { getHref } from '../../paths';

const StyledText = styled.p({ margin: 0 });
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }));

export const dealDetailsTexts = {
  title: 'Deal details',
  guest: 'Deals are for startups on Nordhub. Log in with your startup to see what this deal gives and how to redeem it.',
  logIn: 'Log in to see the deal',
  signUp: 'Sign up',
  notStartup: 'Deals are for startups. Switch to your startup profile, or create one, to see what this deal gives.',
  createStartup: 'Create a startup profile',
  switchProfile: 'Switch profile',
} as const;

/** What a claimed deal gives: the redeem link (EXTENDED) or the document (DOWNLOAD). */
function DealReward({ deal }: { deal: CompanyDeal }) {
  if (deal.redeemUrl) {
    return (
      <ButtonLink href={deal.redeemUrl} target="_blank" rel="noopener noreferrer">
        Redeem at {deal.partnerName || 'the partner'}
      </ButtonLink>
    );
  }
  const document = storedFilePath(deal.documentFile);
  if (document) {
    return (
      <ButtonLink href={document} download>
        Download {deal.documentFile?.name ?? 'the document'}
      </ButtonLink>
    );
  }
  return <StyledMuted>The partner will contact you.</StyledMuted>;
}

/**
 * The deal as the startup `company` sees it (GET /companies/{company}/deals/{deal}, checked on
 * the server): the description, and the claim that reveals the redeem link or document.
 */
function StartupDealDetails({ company, companyName, dealKey }: { company: string; companyName: string; dealKey: string }) {
  const deal = useCompanyDeal(company, dealKey);
  const claim = useClaimCompanyDeal(company);
  const showToast = useShowToast();
  if (deal.isPending) return <Skeleton label="Loading the deal’s details…" />;
  if (deal.isError) return <FormMessage tone="error">{deal.error.message}</FormMessage>;
  const onClaim = () => claim.mutate(dealKey, { onSuccess: (claimed) => showToast(`${companyName} claimed ${claimed.title}`, 'success') });
  return (
    <>
      {deal.data.description ? <RichText text={deal.data.description} /> : null}
      <StyledActions>
        {deal.data.claimedAt ? (
          <>
            <Badge tone="success">Claimed {formatDate(deal.data.claimedAt)}</Badge>
            <DealReward deal={deal.data} />
          </>
        ) : (
          <Button onClick={onClaim} loading={claim.isPending}>
            Claim deal for {companyName}
          </Button>
        )}
        <Link to={getHref('portalStartupDeal', { company, id: dealKey })}>See it in your startup portal</Link>
      </StyledActions>
      {claim.isError ? <FormMessage tone="error">{claim.error.message}</FormMessage> : null}
    </>
  );
}

export type DealDetailsProps = { dealKey: string };

/**
 * The part of /deals/{id} that depends on who looks: a startup (the current profile is a
 * company) sees the details; a guest is asked to log in; anyone else is told deals are for
 * startups and offered to create a startup profile (or switch to one they have).
 */
export function DealDetails({ dealKey }: DealDetailsProps) {
  const status = useSessionStatus();
  const profile = useSelectedProfileView();
  const usable = useUsableProfiles();
  const openSignIn = useOpenSignIn();
  const openSignUp = useOpenSignUp();
  const { switchProfile } = useOpenProfileModal();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  let content;
  if (status === 'unknown') {
    content = <StyledMuted role="status">Checking your session…</StyledMuted>;
  } else if (status !== 'signed-in' || !profile) {
    content = (
      <>
        <StyledText>{dealDetailsTexts.guest}</StyledText>
        <StyledActions>
          <Button onClick={() => openSignIn(here)}>{dealDetailsTexts.logIn}</Button>
          <Button variant="secondary" onClick={() => openSignUp(here)}>
            {dealDetailsTexts.signUp}
          </Button>
        </StyledActions>
      </>
    );
  } else if (profile.type === 'company' && profile.key) {
    content = <StartupDealDetails company={profile.key} companyName={profile.name} dealKey={dealKey} />;
  } else {
    const hasStartup = usable.some((option) => option.type === 'company');
    content = (
      <>
        <StyledText>{dealDetailsTexts.notStartup}</StyledText>
        <StyledActions>
          <NavButton to={getHref('portalStartupNew')}>{dealDetailsTexts.createStartup}</NavButton>
          {hasStartup ? (
            <Button variant="secondary" onClick={switchProfile}>
              {dealDetailsTexts.switchProfile}
            </Button>
          ) : null}
        </StyledActions>
      </>
    );
  }

  return (
    <Panel aria-labelledby="deal-details-title">
      <SectionTitle id="deal-details-title">{dealDetailsTexts.title}</SectionTitle>
      {content}
    </Panel>
  );
}
