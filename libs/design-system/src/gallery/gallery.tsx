import styled from '@emotion/styled';
import { Container } from '../components/layout/layout';
import { PageBody, PageTitle } from '../components/page-parts/page-parts';
import { MutedText } from '../components/job-list/job-list';
import { useDocumentTitle } from '../hooks/use-document-title';
import { galleryEntries } from './gallery-entries';

const StyledEntry = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  paddingBlock: theme.space.lg,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  h2: { margin: 0, fontFamily: theme.typography.monoFamily, fontSize: theme.typography.fontSizes.lg },
}));

const StyledState = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.sm,
  h3: { margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted, fontWeight: theme.typography.fontWeights.medium },
}));

const StyledIndex = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.typography.fontSizes.sm,
}));

const anchorOf = (name: string) => `gallery-${name}`;

/**
 * /dev/gallery (development builds of the shell only): every component of the design system in
 * each of its states, to look at a change across all of them and to find what already exists
 * before building something new.
 */
export function DesignSystemGallery() {
  useDocumentTitle('Design system gallery');
  return (
    <Container>
      <PageBody id="gallery">
        <PageTitle>Design system gallery</PageTitle>
        <MutedText>
          Every export of @nordhub/design-system and its states. Development builds only; a component without an entry here
          fails the gallery test.
        </MutedText>
        <nav aria-label="Components">
          <StyledIndex>
            {galleryEntries.map((entry) => (
              <li key={entry.name}>
                <a href={`#${anchorOf(entry.name)}`}>{entry.name}</a>
              </li>
            ))}
          </StyledIndex>
        </nav>
        {galleryEntries.map((entry) => (
          <StyledEntry key={entry.name} id={anchorOf(entry.name)} aria-labelledby={`${anchorOf(entry.name)}-title`} data-group={entry.group}>
            <h2 id={`${anchorOf(entry.name)}-title`}>{entry.name}</h2>
            {entry.states.map((galleryState) => (
              <StyledState key={galleryState.label}>
                <h3>{galleryState.label}</h3>
                <div>{galleryState.render()}</div>
              </StyledState>
            ))}
          </StyledEntry>
        ))}
      </PageBody>
    </Container>
  );
}
