import { isApiClientError, type useJob } from '@nordhub/api-client';
import { Container, ErrorPage, Skeleton } from '@nordhub/design-system';
import { type ReactElement } from 'react';

/**
 * What a page built on one job shows until the job is there: a skeleton, the 404 page for a
 * missing job, the error page with the message and "Try again" for other failures; null once the
 * job has loaded.
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
    // No answer at all (the network or the API down) or a 5xx may pass: offer to try again.
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 503} message={job.error.message} onRetry={() => void job.refetch()} />;
  }
  return null;
}
