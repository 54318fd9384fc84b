import styled from '@emotion/styled';
import { useFeaturedJobs } from '@nordhub/api-client';
import { positionTypeLabels, type JobListItem } from '@nordhub/contracts';
import { Avatar, Badge, Container, ListRowLink, PageTitle, PlainList, Skeleton, useDocumentTitle, VisuallyHidden } from '@nordhub/design-system';
import { imagePresetPath, locationPlace } from '@nordhub/domain';
import { getHref } from '../../paths';

const StyledText = styled.span(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  minWidth: 0,
  '& strong': { color: theme.colors.link },
  '& span': { fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted },
}));

const StyledMuted = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

function FeaturedJob({ job }: { job: JobListItem }) {
  const place = locationPlace(job.location);
  return (
    <ListRowLink href={getHref('job', { id: job.id })} target="_blank" rel="noopener noreferrer">
      <Avatar name={job.company.name} src={imagePresetPath(job.company.logoImage, 'thumbnail')} size={40} />
      <StyledText>
        <strong>{job.title}</strong>
        <span>{[job.company.name, place, positionTypeLabels[job.positionType]].filter(Boolean).join(' · ')}</span>
      </StyledText>
      {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </ListRowLink>
  );
}

/**
 * /external/featuredjobs: the featured (boosted) jobs for other sites to show, compact, in the
 * order the API gives (the longest-running boost first, the server's default count); each opens on Nordhub in a new tab.
 */
export function ExternalFeaturedJobs() {
  useDocumentTitle('Featured jobs');
  const jobs = useFeaturedJobs();
  return (
    <Container size="md">
      <PageTitle>Featured jobs</PageTitle>
      {jobs.isPending ? (
        <Skeleton label="Loading the featured jobs…" shape="cards" />
      ) : jobs.isError ? (
        <StyledMuted role="alert">The featured jobs could not be loaded: {jobs.error.message}</StyledMuted>
      ) : jobs.data.length === 0 ? (
        <StyledMuted>No featured jobs right now.</StyledMuted>
      ) : (
        <PlainList aria-label="Featured jobs">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <FeaturedJob job={job} />
            </li>
          ))}
        </PlainList>
      )}
    </Container>
  );
}
