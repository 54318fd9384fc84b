import styled from '@emotion/styled';
import { isApiClientError, type useJob } from '@nordhub/api-client';
import { Container, ErrorPage } from '@nordhub/design-system';
import { type ReactElement } from 'react';

const StyledMuted = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

/**
 * What a page built on one job shows until the job is there: a loading line, the 404 page for a
 * missing job, the error page with the message for other failures; null once the job has loaded.
 */
export function jobQueryFallback(job: ReturnType<typeof useJob>): ReactElement | null {
  if (job.isPending) {
    return (
      <Container size="md">
        <StyledMuted role="status">Loading the job…</StyledMuted>
      </Container>
    );
  }
  if (job.isError) {
    const status = isApiClientError(job.error) ? job.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={job.error.message} />;
  }
  return null;
}
