import styled from '@emotion/styled';
import { type DuplicateJob } from '@nordhub/contracts';
import { Button, Modal } from '@nordhub/design-system';
import { getHref } from '../../paths';
import { NavButton } from '@nordhub/session';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }));

export type DuplicateJobDialogProps = {
  companyKey: string;
  existing: DuplicateJob;
  /** Posting the new job anyway is under way. */
  posting: boolean;
  onPostAnyway: () => void;
  onClose: () => void;
};

/**
 * The duplicate guard's question (409 E_DUPLICATE_JOB of POST /companies/{key}/jobs): the startup
 * already has an open job with this title and place. Update that one (its edit page), or post a
 * new one anyway (the same form sent again with allowDuplicate). Escape goes back to the form.
 */
export function DuplicateJobDialog({ companyKey, existing, posting, onPostAnyway, onClose }: DuplicateJobDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Update the existing job instead?"
      footer={
        <StyledActions>
          <NavButton to={getHref('startupJobEdit', { company: companyKey, job: existing.id })}>Update the existing job</NavButton>
          <Button variant="secondary" loading={posting} onClick={onPostAnyway}>
            Post a new one anyway
          </Button>
        </StyledActions>
      }
    >
      <p>
        You already have an open job &apos;{existing.title}&apos; in {existing.location}. Update it instead?
      </p>
    </Modal>
  );
}
