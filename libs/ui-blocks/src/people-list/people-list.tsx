import styled from '@emotion/styled';
import { type Person } from '@nordhub/contracts';
import { Avatar, GridList, SectionTitle } from '@nordhub/design-system';
import { imagePresetPath, safeExternalUrl } from '@nordhub/domain';

const StyledPerson = styled.li(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm }));
const StyledTitle = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

export type PeopleListProps = {
  /** The section's heading and the list's name, e.g. "Team" or "Key people". */
  title: string;
  /** The heading's id, unique on the page. */
  id: string;
  people: readonly Person[];
};

/**
 * The people of a public profile (a startup's team, an investor's key people): photo, name
 * (linked to their LinkedIn page when it is a safe address) and title. Nothing when empty.
 */
export function PeopleList({ title, id, people }: PeopleListProps) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <GridList aria-label={title}>
        {people.map((person) => {
          const linkedin = safeExternalUrl(person.linkedinUrl);
          return (
            <StyledPerson key={`${person.name}-${person.title ?? ''}`}>
              <Avatar name={person.name} src={imagePresetPath(person.image, 'thumbnail')} size={48} loading="lazy" />
              <span>
                {linkedin ? (
                  <a href={linkedin} target="_blank" rel="noopener noreferrer">
                    {person.name}
                  </a>
                ) : (
                  person.name
                )}
                {person.title ? <StyledTitle>{`, ${person.title}`}</StyledTitle> : null}
              </span>
            </StyledPerson>
          );
        })}
      </GridList>
    </section>
  );
}
