import styled from '@emotion/styled';
import { useJobFlag } from '@nordhub/api-client';
import { type JobFlagAction, type JobListItem } from '@nordhub/contracts';
import { Button } from '@nordhub/design-system';
import { useOpenSignIn, useSessionStatus, useShowToast } from '@nordhub/session';
import { useLocation } from 'react-router-dom';

export type JobFlagButtonsProps = {
  job: Pick<JobListItem, 'id' | 'title' | 'saved' | 'interestedAt'>;
  size?: 'sm' | 'md';
};

const StyledButtons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
}));

const failures: Record<JobFlagAction, string> = {
  save: 'The job could not be saved.',
  unsave: 'The job could not be removed from your saved jobs.',
  interested: 'Your interest could not be recorded.',
  uninterested: 'Your interest could not be removed.',
};

/**
 * The seeker's Save and "I'm interested" toggles. The flag changes at once (optimistic, see
 * useJobFlag) and goes back with a toast when the server says no. A guest gets the log-in
 * modal, and after logging in comes back to this page.
 */
export function JobFlagButtons({ job, size = 'sm' }: JobFlagButtonsProps) {
  const status = useSessionStatus();
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const showToast = useShowToast();
  const { mutate } = useJobFlag();

  const act = (action: JobFlagAction) => {
    // Until users/me has answered, a click could be a signed-in user's: wait rather than ask to log in.
    if (status === 'unknown') return;
    if (status !== 'signed-in') {
      openSignIn(`${location.pathname}${location.search}`);
      return;
    }
    mutate({ id: job.id, action }, { onError: (error) => showToast(`${failures[action]} ${error.message}`, 'error') });
  };
  const interested = job.interestedAt !== null;

  return (
    <StyledButtons>
      <Button size={size} variant={job.saved ? 'primary' : 'secondary'} aria-pressed={job.saved} onClick={() => act(job.saved ? 'unsave' : 'save')}>
        {job.saved ? 'Saved' : 'Save job'}
      </Button>
      <Button
        size={size}
        variant={interested ? 'primary' : 'secondary'}
        aria-pressed={interested}
        onClick={() => act(interested ? 'uninterested' : 'interested')}
      >
        I&apos;m interested
      </Button>
    </StyledButtons>
  );
}
