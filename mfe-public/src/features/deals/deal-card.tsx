import styled from '@emotion/styled';
import { type PublicDeal } from '@nordhub/contracts';
import { Avatar, Badge, Card } from '@nordhub/design-system';
import { imagePresetPath } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { getHref } from '../../paths';

/** What each deal type gives, as its badge says. */
export const dealTypeLabels: Record<PublicDeal['type'], string> = {
  EXTENDED: 'Offer',
  DOWNLOAD: 'Download',
};

const StyledImage = styled.img({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

const StyledBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm, padding: theme.space.lg }));

const StyledPartner = styled.p(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, margin: 0, color: theme.colors.textMuted }));

const StyledTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg, lineHeight: theme.typography.lineHeights.snug }));

const StyledSummary = styled.p({ margin: 0 });

export type DealCardProps = { deal: PublicDeal };

/** A deal in the /deals list: image, partner logo and name, title, summary and type. */
export function DealCard({ deal }: DealCardProps) {
  const image = imagePresetPath(deal.image, 'listing');
  return (
    <Card layout="media" aria-labelledby={`deal-${deal.id}`}>
      {image ? <StyledImage src={image} alt="" loading="lazy" /> : null}
      <StyledBody>
        <StyledPartner>
          <Avatar name={deal.partnerName} src={imagePresetPath(deal.partnerLogo, 'thumbnail')} size={32} />
          <span>{deal.partnerName}</span>
        </StyledPartner>
        <StyledTitle id={`deal-${deal.id}`}>
          <NavTextLink variant="title" to={getHref('deal', { id: deal.key })}>{deal.title}</NavTextLink>
        </StyledTitle>
        {deal.summary ? <StyledSummary>{deal.summary}</StyledSummary> : null}
        <div>
          <Badge tone={deal.type === 'DOWNLOAD' ? 'primary' : 'success'}>{dealTypeLabels[deal.type]}</Badge>
        </div>
      </StyledBody>
    </Card>
  );
}
