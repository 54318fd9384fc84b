import styled from '@emotion/styled';
import { useJobFlag } from '@nordhub/api-client';
import { type JobFlagAction, type JobListItem } from '@nordhub/contracts';
import { Button, VisuallyHidden } from '@nordhub/design-system';
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
 * Sets a flag of a job for the seeker. The flag changes at once (optimistic, see useJobFlag) and
 * goes back with a toast when the server says no. A guest gets the log-in modal, and after
 * logging in comes back to this page.
 */
function useFlagAction(id: string) {
  const status = useSessionStatus();
  const openSignIn = useOpenSignIn();
  const location = useLocation();
  const showToast = useShowToast();
  const { mutate } = useJobFlag();
  return (action: JobFlagAction) => {
    // Until users/me has answered, a click could be a signed-in user's: wait rather than ask to log in.
    if (status === 'unknown') return;
    if (status !== 'signed-in') {
      openSignIn(`${location.pathname}${location.search}`);
      return;
    }
    mutate({ id, action }, { onError: (error) => showToast(`${failures[action]} ${error.message}`, 'error') });
  };
}

export type JobSaveButtonProps = {
  job: Pick<JobListItem, 'id' | 'title' | 'saved'>;
  /** A small star naming the job to assistive technology (a card), or the words "Save job" (the job page). */
  look?: 'icon' | 'text';
};

/** The seeker's Save toggle alone: a job card's one action besides its title, the job page's action bar. */
export function JobSaveButton({ job, look = 'text' }: JobSaveButtonProps) {
  const act = useFlagAction(job.id);
  const onClick = () => act(job.saved ? 'unsave' : 'save');
  if (look === 'icon') {
    return (
      <Button size="sm" variant="ghost" aria-pressed={job.saved} onClick={onClick}>
        <span aria-hidden="true">{job.saved ? '\u2605' : '\u2606'}</span>
        <VisuallyHidden>
          {job.saved ? 'Saved' : 'Save'} {job.title}
        </VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button variant={job.saved ? 'primary' : 'secondary'} aria-pressed={job.saved} onClick={onClick}>
      {job.saved ? 'Saved' : 'Save job'}
    </Button>
  );
}

/** The seeker's Save and "I'm interested" toggles. */
export function JobFlagButtons({ job, size = 'sm' }: JobFlagButtonsProps) {
  const act = useFlagAction(job.id);
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

/** "I'm interested" alone (the job page, whose Save is in its action bar). */
export function JobInterestButton({ job }: { job: Pick<JobListItem, 'id' | 'interestedAt'> }) {
  const act = useFlagAction(job.id);
  const interested = job.interestedAt !== null;
  return (
    <Button size="sm" variant={interested ? 'primary' : 'secondary'} aria-pressed={interested} onClick={() => act(interested ? 'uninterested' : 'interested')}>
      I&apos;m interested
    </Button>
  );
}
