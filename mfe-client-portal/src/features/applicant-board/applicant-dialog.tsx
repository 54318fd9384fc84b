import styled from '@emotion/styled';
import { useAddApplicationNote, useApplicationNotes } from '@nordhub/api-client';
import { type Application, applicationNoteInputSchema, type KanbanColumn } from '@nordhub/contracts';
import { AtsSyncBadge } from './ats-sync-badge';
import { Badge, Button, ButtonLink, FactList, FormMessage, Modal, PlainList, SectionTitle, Skeleton, TextArea } from '@nordhub/design-system';
import { formatDate, formatDateTime } from '@nordhub/domain';
import { type FormEvent, useState } from 'react';

export type ApplicantDialogProps = {
  application: Application;
  column: KanbanColumn | undefined;
  /** Shows the applicant-tracking sync (the startup has a service connected). */
  showAtsSync?: boolean;
  onClose: () => void;
};


const StyledMessage = styled.p(({ theme }) => ({
  margin: 0,
  whiteSpace: 'pre-wrap',
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
}));

const StyledNote = styled.li(({ theme }) => ({
  padding: theme.space.sm,
  borderLeft: `${theme.borderWidths.thick} solid ${theme.colors.borderSubtle}`,
  '& p': { margin: 0, whiteSpace: 'pre-wrap' },
}));

const StyledSubTitle = styled.h3(({ theme }) => ({ margin: `${theme.space.md} 0 ${theme.space.sm}`, fontSize: theme.typography.fontSizes.md }));

const StyledAnswers = styled.dl(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  margin: 0,
  '& dt': { fontWeight: theme.typography.fontWeights.bold },
  '& dd': { margin: 0 },
}));

const StyledMuted = styled.small(({ theme }) => ({ color: theme.colors.textMuted }));

const StyledSections = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg }));

function Notes({ applicationId }: { applicationId: string }) {
  const notes = useApplicationNotes(applicationId);
  const addNote = useAddApplicationNote(applicationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationNoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    addNote.mutate(parsed.data, { onSuccess: () => setText(''), onError: (failure) => setError(failure.message) });
  };

  return (
    <section aria-labelledby="applicant-notes-title">
      <SectionTitle id="applicant-notes-title">Notes</SectionTitle>
      {notes.isPending ? (
        <Skeleton label="Loading notes…" shape="cards" />
      ) : notes.isError ? (
        <FormMessage tone="error">The notes could not be loaded. {notes.error.message}</FormMessage>
      ) : notes.data.length === 0 ? (
        <StyledMuted>No notes yet. Notes are seen by your team only.</StyledMuted>
      ) : (
        <PlainList>
          {notes.data.map((note) => (
            <StyledNote key={note.id}>
              <p>{note.text}</p>
              <StyledMuted>
                {note.author?.name ?? 'A former team member'} · {formatDateTime(note.createdAt)}
              </StyledMuted>
            </StyledNote>
          ))}
        </PlainList>
      )}
      <form onSubmit={submit} noValidate>
        <TextArea label="Add a note" value={text} onChange={(event) => setText(event.target.value)} error={error} rows={3} />
        <Button type="submit" size="sm" loading={addNote.isPending}>
          Save note
        </Button>
      </form>
    </section>
  );
}

/** An applicant's details (contact, CV, their answers) and the team's notes. */
export function ApplicantDialog({ application, column, showAtsSync = false, onClose }: ApplicantDialogProps) {
  const { applicant } = application;
  return (
    <Modal open onClose={onClose} title={applicant.name} description={`Applied for ${application.job.title}`} size="large">
      <StyledSections>
        <FactList>
          <dt>Column</dt>
          <dd>
            <Badge tone={application.stage === 'rejected' ? 'danger' : application.stage === 'hired' ? 'success' : 'neutral'}>{column?.name ?? application.stage}</Badge>
          </dd>
          {showAtsSync && application.atsSync ? (
            <>
              <dt>Applicant tracking</dt>
              <dd>
                <AtsSyncBadge sync={application.atsSync} withError />
              </dd>
            </>
          ) : null}
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
          </dd>
          {applicant.phone ? (
            <>
              <dt>Phone</dt>
              <dd>{applicant.phone}</dd>
            </>
          ) : null}
          {applicant.linkedinUrl ? (
            <>
              <dt>LinkedIn</dt>
              <dd>
                <a href={applicant.linkedinUrl} target="_blank" rel="noopener noreferrer">
                  LinkedIn profile
                </a>
              </dd>
            </>
          ) : null}
          <dt>Applied</dt>
          <dd>{formatDate(application.createdAt)}</dd>
        </FactList>
        {application.cvUrl ? (
          <div>
            <ButtonLink href={application.cvUrl} variant="secondary" size="sm" download>
              Download CV{application.cvFile?.name ? ` (${application.cvFile.name})` : ''}
            </ButtonLink>
          </div>
        ) : (
          <StyledMuted>No CV was sent with this application.</StyledMuted>
        )}
        <section aria-labelledby="applicant-answers-title">
          <SectionTitle id="applicant-answers-title">Answers</SectionTitle>
          {application.message ? <StyledMessage>{application.message}</StyledMessage> : <StyledMuted>The applicant wrote no message.</StyledMuted>}
          {application.answers.length > 0 ? (
            <>
              <StyledSubTitle id="applicant-screening-title">Screening questions</StyledSubTitle>
              <StyledAnswers aria-labelledby="applicant-screening-title">
              {application.answers.map((item, index) => (
                <div key={index}>
                  <dt>{item.question}</dt>
                  <dd>
                    <StyledMessage>{item.answer || 'No answer'}</StyledMessage>
                  </dd>
                </div>
              ))}
              </StyledAnswers>
            </>
          ) : null}
        </section>
        <Notes applicationId={application.id} />
      </StyledSections>
    </Modal>
  );
}
