import styled from '@emotion/styled';
import { countryNames, type StartupListItem } from '@nordhub/contracts';
import { Avatar, Badge, Card } from '@nordhub/design-system';
import { formatQuantity, imagePresetPath, metaDescription } from '@nordhub/domain';
import { NavTextLink } from '@nordhub/session';
import { getHref } from '../../paths';
import { FollowButton } from './follow-button';

export type StartupCardProps = { startup: StartupListItem };

const StyledBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, minWidth: 0, flex: 1 }));

const StyledTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg, lineHeight: theme.typography.lineHeights.snug }));

const StyledText = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const StyledFacts = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', margin: 0 }));

/** A startup in the /startups list: logo, name, what it does, countries, open jobs, Follow. */
export function StartupCard({ startup }: StartupCardProps) {
  const countries = startup.countries.map((country) => countryNames[country.countryCode]).join(', ');
  const jobs = startup.numberOfActiveJobs;
  return (
    <Card layout="row" aria-labelledby={`startup-${startup.id}`}>
      <Avatar name={startup.name} src={imagePresetPath(startup.logoImage, 'thumbnail')} size={56} />
      <StyledBody>
        <StyledTitle id={`startup-${startup.id}`}>
          <NavTextLink variant="title" to={getHref('startup', { id: startup.key })}>{startup.name}</NavTextLink>
        </StyledTitle>
        {startup.whatWeDo.description ? <StyledText>{metaDescription(startup.whatWeDo.description, 160)}</StyledText> : null}
        <StyledFacts>
          {countries ? <span>{countries}</span> : null}
          {jobs > 0 ? (
            <Badge tone="success">{formatQuantity(jobs, 'open job')}</Badge>
          ) : (
            <Badge tone="neutral">No open jobs</Badge>
          )}
        </StyledFacts>
      </StyledBody>
      <div>
        <FollowButton startup={startup} />
      </div>
    </Card>
  );
}
