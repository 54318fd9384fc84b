import styled from '@emotion/styled';
import { isApiClientError, useEmbedCompanyJobs } from '@nordhub/api-client';
import { type EmbedJob, positionTypeLabels } from '@nordhub/contracts';
import { Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { useParams } from 'react-router-dom';

// The widget lives in other sites' iframes: no marketplace chrome (the shell gives this route
// the bare layout), fluid from 320 px up, every link opens the main site in a new tab.
const StyledWidget = styled.main(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: '320px',
  padding: theme.space.lg,
  color: theme.colors.text,
  background: theme.colors.background,
  fontFamily: theme.typography.fontFamily,
}));

const StyledTitle = styled.h1(({ theme }) => ({
  margin: `0 0 ${theme.space.md}`,
  fontSize: theme.typography.fontSizes.lg,
  lineHeight: theme.typography.lineHeights.snug,
}));

const StyledList = styled.ul(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { padding: `${theme.space.md} 0`, borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}` },
  'li:last-of-type': { borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}` },
}));

const StyledJobLink = styled.a(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.typography.fontWeights.semibold,
  overflowWrap: 'anywhere',
  '&:hover': { color: theme.colors.linkHover },
}));

const StyledMeta = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.sm }));

const StyledText = styled.p({ margin: 0 });

const StyledFooter = styled.p(({ theme }) => ({
  margin: `${theme.space.md} 0 0`,
  fontSize: theme.typography.fontSizes.sm,
  a: { color: theme.colors.textMuted },
}));

/** "Copenhagen, Denmark · Remote · Full-time": what the line under a job's title says. */
export function embedJobMeta(job: Pick<EmbedJob, 'location' | 'positionType'>): string {
  return [job.location, positionTypeLabels[job.positionType]].filter(Boolean).join(' · ');
}

/** A link out of the frame: a new tab on the main site, without a handle back to the frame. */
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * /startups/joblistwidget/{key}: the job-list widget, a compact list of one startup's open jobs
 * that other sites embed in an iframe (the only page they may frame). An unknown, draft or
 * inactive startup gets a short message instead of the list.
 */
export function JobListWidget() {
  const key = useParams().id ?? '';
  const jobs = useEmbedCompanyJobs(key);
  const company = jobs.data?.company;
  useDocumentTitle(company ? `Open jobs at ${company.name}` : 'Job list widget');

  if (jobs.isPending) {
    return (
      <StyledWidget>
        <Skeleton label="Loading jobs…" shape="cards" />
      </StyledWidget>
    );
  }
  if (jobs.isError) {
    const unknown = isApiClientError(jobs.error) && jobs.error.status === 404;
    return (
      <StyledWidget>
        <StyledText role="alert">
          {unknown ? `Nordhub has no published startup with the key "${key}".` : 'The jobs could not be loaded. Please try again later.'}
        </StyledText>
      </StyledWidget>
    );
  }
  const { company: startup, jobs: list } = jobs.data;
  return (
    <StyledWidget aria-labelledby="job-list-widget-title">
      <StyledTitle id="job-list-widget-title">Open jobs at {startup.name}</StyledTitle>
      {list.length === 0 ? (
        <StyledText>{startup.name} has no open jobs right now.</StyledText>
      ) : (
        <StyledList>
          {list.map((job) => (
            <li key={job.id}>
              <StyledJobLink href={job.url} target="_blank" rel="noopener">
                {job.title}
              </StyledJobLink>
              {embedJobMeta(job) ? <StyledMeta>{embedJobMeta(job)}</StyledMeta> : null}
            </li>
          ))}
        </StyledList>
      )}
      <StyledFooter>
        <NewTabLink href={startup.url}>Jobs by Nordhub</NewTabLink>
      </StyledFooter>
    </StyledWidget>
  );
}
