import { isApiClientError, type useJob } from '@nordhub/api-client';
import { Container, ErrorPage, Skeleton } from '@nordhub/design-system';
import { type ReactElement } from 'react';

/**
 * What a page built on one job shows until the job is there: a skeleton, the 404 page for a
 * missing job, the error page with the message for other failures; null once the job has loaded.
 */
export function jobQueryFallback(job: ReturnType<typeof useJob>): ReactElement | null {
  if (job.isPending) {
    return (
      <Container size="md">
        <Skeleton label="Loading the job…" />
      </Container>
    );
  }
  if (job.isError) {
    const status = isApiClientError(job.error) ? job.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={job.error.message} />;
  }
  return null;
}
