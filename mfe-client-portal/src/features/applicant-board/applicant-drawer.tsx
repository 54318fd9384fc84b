import styled from '@emotion/styled';
import { useAddApplicationNote, useApplicationNotes } from '@nordhub/api-client';
import { type Application, applicationNoteInputSchema, type KanbanColumn } from '@nordhub/contracts';
import { AtsSyncBadge } from './ats-sync-badge';
import { Badge, Button, ButtonLink, Drawer, FactList, FormMessage, PlainList, SectionTitle, Select, Skeleton, TextArea, VisuallyHidden } from '@nordhub/design-system';
import { advanceColumn, formatDate, formatDateTime } from '@nordhub/domain';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';


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

export type ApplicantDrawerProps = {
  application: Application;
  columns: readonly KanbanColumn[];
  /** Where the applicant is in the board's current (filtered) list: "2 of 7". */
  position: { index: number; count: number };
  /** Shows the applicant-tracking sync (the startup has a service connected). */
  showAtsSync?: boolean;
  /** Moves the applicant to a column (a move to Rejected asks for the message first). */
  onMove: (column: KanbanColumn) => void;
  onReject: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
};

const StyledCv = styled.iframe(({ theme }) => ({
  width: '100%',
  height: '70vh',
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
}));

const StyledRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.sm }));

/** J and K mean something only outside fields (and not under a dialog opened on top). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * One applicant beside the board: the stage, Advance and Reject, the CV shown in the page (a PDF;
 * any other file is a download), the answers and the team's notes. Previous and next (or K and J)
 * go through the board's current list without closing the drawer.
 */
export function ApplicantDrawer({ application, columns, position, showAtsSync = false, onMove, onReject, onPrevious, onNext, onClose }: ApplicantDrawerProps) {
  const { applicant } = application;
  const column = columns.find((candidate) => candidate.id === application.columnId) ?? columns.find((candidate) => candidate.stage === application.stage);
  const locked = application.stage === 'rejected' || column?.locked === true;
  const advance = advanceColumn(columns, application);
  const hasPrevious = position.index > 0;
  const hasNext = position.index < position.count - 1;
  const isPdf = application.cvFile?.contentType === 'application/pdf' || /\.pdf$/i.test(application.cvFile?.name ?? application.cvFile?.path ?? '');

  // J: next, K: previous, like a mail client; answers whether the key was used.
  const onShortcut = useEffectEvent((key: string): boolean => {
    if (key === 'j' && hasNext) onNext();
    else if (key === 'k' && hasPrevious) onPrevious();
    else return false;
    return true;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      // A dialog opened on top (the rejection message) has the keyboard.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (onShortcut(event.key.toLowerCase())) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Drawer
      open
      onClose={onClose}
      title={applicant.name}
      description={`Applied for ${application.job.title} · ${position.index + 1} of ${position.count}`}
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={onPrevious} disabled={!hasPrevious} aria-keyshortcuts="K">
            Previous<VisuallyHidden> applicant</VisuallyHidden>
          </Button>
          <Button size="sm" variant="secondary" onClick={onNext} disabled={!hasNext} aria-keyshortcuts="J">
            Next<VisuallyHidden> applicant</VisuallyHidden>
          </Button>
        </>
      }
      footer={
        locked ? (
          <StyledMuted>Rejected applicants are locked.</StyledMuted>
        ) : (
          <StyledRow>
            <Select
              label="Stage"
              options={columns.map((candidate) => ({ value: candidate.id, text: candidate.name }))}
              value={column?.id ?? ''}
              onChange={(event) => {
                const target = columns.find((candidate) => candidate.id === event.target.value);
                if (target) onMove(target);
              }}
            />
            <Button onClick={() => advance && onMove(advance)} disabled={!advance}>
              {advance ? `Advance to ${advance.name}` : 'Advance'}
            </Button>
            <Button variant="danger" onClick={onReject}>
              Reject
            </Button>
          </StyledRow>
        )
      }
    >
      <StyledSections>
        <FactList>
          <dt>Stage</dt>
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
        <section aria-labelledby="applicant-cv-title">
          <SectionTitle id="applicant-cv-title">CV</SectionTitle>
          {application.cvUrl ? (
            <>
              {isPdf ? <StyledCv key={application.id} title={`CV of ${applicant.name}`} src={`${application.cvUrl}/inline`} /> : null}
              <div>
                <ButtonLink href={application.cvUrl} variant="secondary" size="sm" download>
                  Download CV{application.cvFile?.name ? ` (${application.cvFile.name})` : ''}
                </ButtonLink>
              </div>
            </>
          ) : (
            <StyledMuted>No CV was sent with this application.</StyledMuted>
          )}
        </section>
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
        <Notes key={application.id} applicationId={application.id} />
      </StyledSections>
    </Drawer>
  );
}
