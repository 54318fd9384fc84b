import styled from '@emotion/styled';
import { type InvestorListItem, investorTypeLabels } from '@nordhub/contracts';
import { Avatar, Button, FormMessage, Pager, PlainList, Skeleton } from '@nordhub/design-system';
import { formatQuantity, imagePresetPath, lastPageOf } from '@nordhub/domain';
import { Link } from 'react-router-dom';

const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
}));
const StyledCardBody = styled.div(({ theme }) => ({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space.xs }));
const StyledName = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledText = styled.p({ margin: 0, whiteSpace: 'pre-line' });

export type InvestorCardProps = {
  investor: InvestorListItem;
  /** The investor's page (the public profile, or the portal's view of it). */
  href: string;
  /** Lines under the intro, e.g. why the funding quiz ranks the investor here. */
  reasons?: string[];
  /** Shows the small logo (made for lists) when the investor has one, else the logo. */
  preferSmallImage?: boolean;
  /** Its logo is fetched as it scrolls near (a card below the first screen), not with the page. */
  lazyImage?: boolean;
};

/** One investor in a list: logo, name linking to its page, type and countries, the intro's start. */
export function InvestorCard({ investor, href, reasons, preferSmallImage = false, lazyImage = false }: InvestorCardProps) {
  const image = preferSmallImage ? (investor.smallImage ?? investor.logoImage) : investor.logoImage;
  return (
    <StyledCard aria-label={investor.name}>
      {/* The thumbnail preset: a 48-pixel picture needs no original upload. */}
      <Avatar name={investor.name} src={imagePresetPath(image, 'thumbnail')} size={48} loading={lazyImage ? 'lazy' : undefined} />
      <StyledCardBody>
        <StyledName>
          <Link to={href}>{investor.name}</Link>
        </StyledName>
        <StyledMuted>{[investorTypeLabels[investor.type], investor.countryCodes.join(', ')].filter(Boolean).join(' · ')}</StyledMuted>
        {investor.intro ? <StyledText>{investor.intro.length > 200 ? `${investor.intro.slice(0, 200)}…` : investor.intro}</StyledText> : null}
        {reasons?.length ? <StyledMuted>{reasons.join(' · ')}</StyledMuted> : null}
      </StyledCardBody>
    </StyledCard>
  );
}

/** Cards a phone's first screen shows: their logos come with the page, the others' as they scroll near. */
const FIRST_SCREEN_CARDS = 3;

/** The state of an investor search as the list shows it (a react-query result fits). */
export type FundingListResult = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: { docs: InvestorListItem[]; total: number } | undefined;
};

export type FundingListProps = {
  investors: FundingListResult;
  page: number;
  pageSize: number;
  /** Goes to another page of the results (the page lives in the URL). */
  onPage: (page: number) => void;
  hrefOf: (investor: InvestorListItem) => string;
  preferSmallImage?: boolean;
};

/** The funding list: investors found, their count, the cards and the pager (main site and client portal). */
export function FundingList({ investors, page, pageSize, onPage, hrefOf, preferSmallImage = false }: FundingListProps) {
  const lastPage = investors.data ? lastPageOf(investors.data.total, pageSize) : 1;
  return (
    <>
      {investors.isPending ? <Skeleton label="Loading the investors…" shape="cards" /> : null}
      {investors.isError && investors.error ? <FormMessage tone="error">{investors.error.message}</FormMessage> : null}
      {investors.data ? <StyledMuted role="status">{formatQuantity(investors.data.total, 'investor')}</StyledMuted> : null}
      <PlainList aria-label="Investors">
        {(investors.data?.docs ?? []).map((investor, index) => (
          <li key={investor.id}>
            <InvestorCard investor={investor} href={hrefOf(investor)} preferSmallImage={preferSmallImage} lazyImage={index >= FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </PlainList>
      <Pager
        label="Pages"
        page={page}
        lastPage={lastPage}
        renderLink={(target, text) => (
          <Button type="button" variant="secondary" size="sm" onClick={() => onPage(target)}>
            {text}
          </Button>
        )}
      />
    </>
  );
}
