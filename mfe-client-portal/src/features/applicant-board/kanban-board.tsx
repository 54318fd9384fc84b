import styled from '@emotion/styled';
import { type Application, type KanbanColumn } from '@nordhub/contracts';
import { Avatar, Badge, VisuallyHidden } from '@nordhub/design-system';
import { formatApplicationActivity, formatQuantity, formatTimeInStage, lastApplicationActivity } from '@nordhub/domain';
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** What a move ended in: done, refused (the board says why), or called off (e.g. a declined confirmation). */
export type MoveOutcome = { status: 'moved' } | { status: 'failed'; message: string } | { status: 'cancelled' };

export type KanbanBoardProps = {
  columns: readonly KanbanColumn[];
  applications: readonly Application[];
  /** Moves the application to the column; the board announces the outcome. */
  onMove: (application: Application, column: KanbanColumn) => Promise<MoveOutcome>;
  onOpen: (application: Application) => void;
  /** Extra controls in a column's header (e.g. rename a custom column). */
  renderColumnActions?: (column: KanbanColumn) => ReactNode;
  /** Extra status on a card, under its dates (e.g. the applicant-tracking sync). */
  renderCardStatus?: (application: Application) => ReactNode;
  /** Bulk selection: the chosen application ids, and how to change them (absent: no checkboxes). */
  selection?: { ids: ReadonlySet<string>; onChange: (ids: readonly string[], selected: boolean) => void };
  /** The moment relative times are counted from. */
  now: Date;
};

export const kanbanTexts = {
  instructions:
    'To move an applicant with the keyboard, press Space to pick the card up, the left and right arrow keys to choose a column, Space again to drop it, or Escape to cancel. Enter opens the applicant.',
  pickedUp: (name: string, column: string) => `Picked up ${name} in ${column}. Use the left and right arrow keys to choose a column, Space to drop, Escape to cancel.`,
  over: (name: string, column: string, position: number, count: number) => `${name} over ${column}, column ${position} of ${count}.`,
  moved: (name: string, column: string) => `${name} moved to ${column}.`,
  cancelled: (name: string, column: string) => `Move cancelled. ${name} stays in ${column}.`,
  failed: (name: string, message: string) => `${name} could not be moved. ${message}`,
  locked: (name: string) => `${name} is rejected. Rejected applicants are locked and cannot be moved.`,
} as const;

const StyledBoard = styled.div(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(220px, 1fr)',
  gap: theme.space.md,
  overflowX: 'auto',
  paddingBottom: theme.space.md,
}));

const StyledColumn = styled.section<{ $dropTarget: boolean }>(({ theme, $dropTarget }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  minHeight: '240px',
  padding: theme.space.sm,
  background: $dropTarget ? theme.colors.primarySubtle : theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${$dropTarget ? theme.colors.primary : theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));

const StyledColumnHeader = styled.header(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.xs,
  paddingBottom: theme.space.xs,
  borderBottomWidth: theme.borderWidths.focus,
  borderBottomStyle: 'solid',
}));

const StyledColumnTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.md,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
}));

const StyledCards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  flex: 1,
}));

const StyledCard = styled.article<{ $lifted: boolean; $locked: boolean }>(({ theme, $lifted, $locked }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  padding: theme.space.sm,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.sm,
  boxShadow: $lifted ? theme.shadows.md : 'none',
  outline: $lifted ? `${theme.borderWidths.focus} dashed ${theme.colors.primary}` : undefined,
  cursor: $locked ? 'default' : 'grab',
  '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const StyledLanding = styled.li(({ theme }) => ({
  padding: theme.space.sm,
  border: `${theme.borderWidths.thick} dashed ${theme.colors.primary}`,
  borderRadius: theme.radii.sm,
  color: theme.colors.textMuted,
}));

const StyledCardName = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.md, minWidth: 0 }));

const StyledCardTop = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs }));

// The name opens the drawer: a real button, styled as the card's title.
const StyledOpenButton = styled.button(({ theme }) => ({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: theme.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const StyledSelect = styled.input(({ theme }) => ({ width: '18px', height: '18px', margin: 0, flex: 'none', accentColor: theme.colors.primary }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.fontSizes.sm }));

type Lifted = { id: string; from: number; over: number };

/**
 * The applicant kanban: one column per board column, cards movable with the mouse (HTML5 drag
 * and drop) and with the keyboard (Space picks a card up, arrows choose the column, Space drops,
 * Escape cancels), every step announced in a polite live region. Rejected cards are locked.
 */
export function KanbanBoard({ columns, applications, onMove, onOpen, renderColumnActions, renderCardStatus, selection, now }: KanbanBoardProps) {
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const dragged = useRef<Application | null>(null);
  const cardRefs = useRef(new Map<string, HTMLElement>());
  // During a keyboard move the card re-renders in another column (a new element): focus follows
  // it on every change of the cards until the move has settled.
  const keepFocusOn = useRef<string | null>(null);
  useEffect(() => {
    if (keepFocusOn.current) cardRefs.current.get(keepFocusOn.current)?.focus();
  }, [applications]);

  const columnIndexOf = (application: Application) => {
    const index = columns.findIndex((column) => column.id === application.columnId);
    return index >= 0 ? index : columns.findIndex((column) => column.stage === application.stage);
  };
  const isLocked = (application: Application) => application.stage === 'rejected' || columns[columnIndexOf(application)]?.locked === true;
  const nameOf = (application: Application) => application.applicant.name;

  const move = async (application: Application, column: KanbanColumn) => {
    const from = columns[columnIndexOf(application)];
    if (from?.id === column.id) {
      setAnnouncement(kanbanTexts.cancelled(nameOf(application), column.name));
      return;
    }
    const outcome = await onMove(application, column);
    if (outcome.status === 'moved') setAnnouncement(kanbanTexts.moved(nameOf(application), column.name));
    else if (outcome.status === 'failed') setAnnouncement(kanbanTexts.failed(nameOf(application), outcome.message));
    else setAnnouncement(kanbanTexts.cancelled(nameOf(application), from?.name ?? ''));
  };

  const onCardKeyDown = (event: KeyboardEvent<HTMLElement>, application: Application) => {
    // Keys inside the card's own buttons keep their meaning.
    if (event.target !== event.currentTarget) return;
    const name = nameOf(application);
    if (lifted?.id === application.id) {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        const over = Math.min(columns.length - 1, Math.max(0, lifted.over + (event.key === 'ArrowRight' ? 1 : -1)));
        setLifted({ ...lifted, over });
        setAnnouncement(kanbanTexts.over(name, columns[over]!.name, over + 1, columns.length));
      } else if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        const target = columns[lifted.over]!;
        setLifted(null);
        keepFocusOn.current = application.id;
        void move(application, target).finally(() => {
          cardRefs.current.get(application.id)?.focus();
          keepFocusOn.current = null;
        });
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setLifted(null);
        setAnnouncement(kanbanTexts.cancelled(name, columns[lifted.from]?.name ?? ''));
      }
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      if (isLocked(application)) {
        setAnnouncement(kanbanTexts.locked(name));
        return;
      }
      const from = columnIndexOf(application);
      setLifted({ id: application.id, from, over: from });
      setAnnouncement(kanbanTexts.pickedUp(name, columns[from]?.name ?? ''));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(application);
    }
  };

  const onDragStart = (event: DragEvent<HTMLElement>, application: Application) => {
    dragged.current = application;
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only with data set.
    event.dataTransfer.setData('text/plain', application.id);
  };
  const onDragOver = (event: DragEvent<HTMLElement>, column: KanbanColumn) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropTarget !== column.id) setDropTarget(column.id);
  };
  const onDrop = (event: DragEvent<HTMLElement>, column: KanbanColumn) => {
    event.preventDefault();
    const application = dragged.current;
    dragged.current = null;
    setDropTarget(null);
    if (application) void move(application, column);
  };
  const onDragEnd = () => {
    dragged.current = null;
    setDropTarget(null);
  };

  const liftedApplication = lifted ? applications.find((application) => application.id === lifted.id) : undefined;

  return (
    <>
      <VisuallyHidden id={instructionsId}>{kanbanTexts.instructions}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <StyledBoard>
        {columns.map((column, index) => {
          // A lifted card stays where it is (so it keeps the focus); the column it is over shows where it would land.
          const cards = applications.filter((application) => columnIndexOf(application) === index);
          const landing = liftedApplication && lifted && lifted.over === index && lifted.from !== index ? liftedApplication : null;
          const headingId = `${instructionsId}-column-${column.id}`;
          const selectable = cards.filter((application) => !isLocked(application)).map((application) => application.id);
          const allSelected = selectable.length > 0 && selectable.every((id) => selection?.ids.has(id));
          return (
            <StyledColumn
              key={column.id}
              aria-labelledby={headingId}
              $dropTarget={dropTarget === column.id || (lifted !== null && lifted.over === index)}
              onDragOver={(event) => onDragOver(event, column)}
              onDragLeave={() => setDropTarget((current) => (current === column.id ? null : current))}
              onDrop={(event) => onDrop(event, column)}
              data-column-id={column.id}
            >
              <StyledColumnHeader style={{ borderBottomColor: column.color }}>
                <StyledColumnTitle id={headingId}>
                  {column.name}
                  <Badge aria-label={formatQuantity(cards.length, 'applicant')}>{cards.length}</Badge>
                  {column.locked ? <Badge tone="warning">Locked</Badge> : null}
                </StyledColumnTitle>
                {renderColumnActions?.(column)}
              </StyledColumnHeader>
              {selection && selectable.length > 0 ? (
                <label>
                  <StyledSelect type="checkbox" checked={allSelected} onChange={(event) => selection.onChange(selectable, event.target.checked)} />{' '}
                  Select all in column<VisuallyHidden> {column.name}</VisuallyHidden>
                </label>
              ) : null}
              <StyledCards>
                {landing ? (
                  <StyledLanding aria-hidden="true">Drop {landing.applicant.name} here</StyledLanding>
                ) : null}
                {cards.map((application) => {
                  const locked = isLocked(application);
                  const cardNameId = `${instructionsId}-card-${application.id}`;
                  return (
                    <li key={application.id}>
                      <StyledCard
                        ref={(element) => {
                          if (element) cardRefs.current.set(application.id, element);
                          else cardRefs.current.delete(application.id);
                        }}
                        tabIndex={0}
                        aria-labelledby={cardNameId}
                        aria-describedby={instructionsId}
                        aria-roledescription="applicant card"
                        aria-grabbed={lifted?.id === application.id}
                        draggable={!locked}
                        onDragStart={(event) => onDragStart(event, application)}
                        onDragEnd={onDragEnd}
                        onKeyDown={(event) => onCardKeyDown(event, application)}
                        onBlur={() => {
                          if (lifted?.id === application.id) {
                            setLifted(null);
                            setAnnouncement(kanbanTexts.cancelled(nameOf(application), columns[lifted.from]?.name ?? ''));
                          }
                        }}
                        $lifted={lifted?.id === application.id}
                        $locked={locked}
                      >
                        <StyledCardTop>
                          {selection && !locked ? (
                            <StyledSelect
                              type="checkbox"
                              aria-label={`Select ${application.applicant.name}`}
                              checked={selection.ids.has(application.id)}
                              onChange={(event) => selection.onChange([application.id], event.target.checked)}
                            />
                          ) : null}
                          <Avatar name={application.applicant.name} src={application.applicant.imageUrl} size={32} />
                          <StyledCardName id={cardNameId}>
                            <StyledOpenButton type="button" onClick={() => onOpen(application)}>
                              {application.applicant.name}
                            </StyledOpenButton>
                          </StyledCardName>
                        </StyledCardTop>
                        <StyledMuted>{application.job.title}</StyledMuted>
                        <StyledMuted>
                          {formatTimeInStage(application.stageChangedAt, now)} · {formatApplicationActivity(lastApplicationActivity(application), now)}
                          {application.noteCount > 0 ? ` · ${formatQuantity(application.noteCount, 'note')}` : ''}
                        </StyledMuted>
                        {renderCardStatus?.(application)}
                      </StyledCard>
                    </li>
                  );
                })}
              </StyledCards>
            </StyledColumn>
          );
        })}
      </StyledBoard>
    </>
  );
}
