import styled from '@emotion/styled';
import {
  applicantsCsvUrl,
  companyJobsQueryOptions,
  useApplicants,
  useAtsConnection,
  useMoveApplication,
  useMoveApplications,
  useSiteConfiguration,
} from '@nordhub/api-client';
import { useQuery } from '@tanstack/react-query';
import { type Application, type ApplicantsQuery, type KanbanColumn, pipelineStageLabels, pipelineStageSchema } from '@nordhub/contracts';
import { Button, ButtonLink, EmptyState, Select, Skeleton, TextField } from '@nordhub/design-system';
import { formatQuantity } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApplicantDrawer } from './applicant-drawer';
import { AtsSyncBadge } from './ats-sync-badge';
import { ColumnDialog } from './column-dialog';
import { KanbanBoard, type MoveOutcome } from './kanban-board';
import { RejectDialog } from './reject-dialog';

export type ApplicantsBoardProps = {
  /** The startup's key. */
  company: string;
  /** Only this job's applicants (the job page); none: every job, with a job filter. */
  jobId?: string;
};

const StyledToolbar = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
}));

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm, marginLeft: 'auto', flexWrap: 'wrap' }));

const StyledBulkBar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space.sm,
  marginBottom: theme.space.md,
  padding: theme.space.sm,
  background: theme.colors.primarySubtle,
  borderRadius: theme.radii.md,
  '& > p': { margin: 0, alignSelf: 'center' },
}));

/** Who is being rejected: one card, or the bulk selection. Answered with the mail's message, or null. */
type PendingRejection = { applications: readonly Application[]; resolve: (answer: { message: string } | null) => void };

/** The cards in the order the board shows them: column by column, each column newest first. */
function boardOrder(columns: readonly KanbanColumn[], applications: readonly Application[]): Application[] {
  const columnIndex = (application: Application) => {
    const index = columns.findIndex((column) => column.id === application.columnId);
    return index >= 0 ? index : columns.findIndex((column) => column.stage === application.stage);
  };
  return applications
    .map((application, order) => ({ application, order, column: columnIndex(application) }))
    .sort((a, b) => a.column - b.column || a.order - b.order)
    .map((entry) => entry.application);
}

/**
 * The applicant kanban of a startup (or of one of its jobs): filters kept in the URL (search
 * text, stage, job), the board, custom columns and the CSV export of what is shown. A card opens
 * the applicant in a drawer beside the board, where the manager works through the list (previous
 * and next, J and K). Cards can be selected and moved or rejected together. Rejecting asks for
 * the message first, since the applicant is e-mailed and the card is locked from then on.
 */
export function ApplicantsBoard({ company, jobId }: ApplicantsBoardProps) {
  const [params, setParams] = useSearchParams();
  const stageParam = pipelineStageSchema.safeParse(params.get('stage'));
  const query: ApplicantsQuery = {
    text: params.get('text') ?? undefined,
    stage: stageParam.success ? stageParam.data : undefined,
    job: jobId ?? params.get('job') ?? undefined,
  };
  const board = useApplicants(company, query);
  const configuration = useSiteConfiguration();
  const move = useMoveApplication(company);
  const moveMany = useMoveApplications(company);
  const showToast = useShowToast();
  const [textInput, setTextInput] = useState(query.text ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  // The list as it was when the drawer opened: advancing or rejecting moves a card to another
  // column, but next and previous keep going through the applicants in the order first seen.
  const [triageOrder, setTriageOrder] = useState<readonly string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [bulkTarget, setBulkTarget] = useState('');
  const [columnDialog, setColumnDialog] = useState<{ column: KanbanColumn | null } | null>(null);
  const [rejection, setRejection] = useState<PendingRejection | null>(null);
  // The job filter offers every job of the startup (not needed on one job's board).
  const jobs = useQuery({ ...companyJobsQueryOptions(company), enabled: jobId === undefined });
  // The sync badge only while an applicant-tracking service is connected (old deliveries stay in the data after a disconnect).
  const atsConnected = useAtsConnection(company).data?.connected === true;

  const setFilter = (name: 'text' | 'stage' | 'job', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('text', textInput.trim());
  };

  const askRejection = (applications: readonly Application[]) =>
    new Promise<{ message: string } | null>((resolve) => setRejection({ applications, resolve }));

  const onMove = async (application: Application, column: KanbanColumn): Promise<MoveOutcome> => {
    let message: string | undefined;
    if (column.stage === 'rejected') {
      const answer = await askRejection([application]);
      if (!answer) return { status: 'cancelled' };
      message = answer.message;
    }
    try {
      await move.mutateAsync({ id: application.id, move: { stage: column.stage, columnId: column.id, ...(message ? { message } : {}) } });
      return { status: 'moved' };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      showToast(`${application.applicant.name} could not be moved. ${message}`, 'error');
      return { status: 'failed', message };
    }
  };

  const answerRejection = (answer: { message: string } | null) => {
    rejection?.resolve(answer);
    setRejection(null);
  };

  const changeSelection = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const moveSelected = async (column: KanbanColumn) => {
    const chosen = (board.data?.applications ?? []).filter((application) => selected.has(application.id));
    if (chosen.length === 0) return;
    let message: string | undefined;
    if (column.stage === 'rejected') {
      const answer = await askRejection(chosen);
      if (!answer) return;
      message = answer.message;
    }
    try {
      await moveMany.mutateAsync({ ids: chosen.map((application) => application.id), stage: column.stage, columnId: column.id, ...(message ? { message } : {}) });
      setSelected(new Set());
      setBulkTarget('');
      showToast(`${formatQuantity(chosen.length, 'applicant')} moved to ${column.name}.`, 'success');
    } catch (error) {
      showToast(`The applicants could not be moved. ${error instanceof Error ? error.message : 'Please try again.'}`, 'error');
    }
  };

  const columns = board.data?.columns ?? [];
  const shown = boardOrder(columns, board.data?.applications ?? []);
  const byId = new Map(shown.map((application) => [application.id, application]));
  const list = [
    ...triageOrder.flatMap((id) => byId.get(id) ?? []),
    ...shown.filter((application) => !triageOrder.includes(application.id)),
  ];
  const open = (application: Application) => {
    setTriageOrder(shown.map((item) => item.id));
    setOpenId(application.id);
  };
  const openIndex = list.findIndex((application) => application.id === openId);
  const opened = openIndex >= 0 ? list[openIndex]! : null;
  const present = new Set(list.map((application) => application.id));
  const selection = { ids: new Set([...selected].filter((id) => present.has(id))), onChange: changeSelection };
  const stageOptions = pipelineStageSchema.options.map((stage) => ({ value: stage, text: pipelineStageLabels[stage] }));
  const jobOptions = (jobs.data ?? []).map((item) => ({ value: item.id, text: item.title }));

  return (
    <div>
      <StyledToolbar role="search" aria-label="Filter applicants" onSubmit={search}>
        <TextField label="Search applicants" placeholder="Name, e-mail or job" value={textInput} onChange={(event) => setTextInput(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Select label="Stage" placeholder="All stages" options={stageOptions} value={query.stage ?? ''} onChange={(event) => setFilter('stage', event.target.value)} />
        {jobId ? null : (
          <Select label="Job" placeholder="All jobs" options={jobOptions} value={query.job ?? ''} onChange={(event) => setFilter('job', event.target.value)} />
        )}
        <StyledActions>
          <Button type="button" variant="secondary" onClick={() => setColumnDialog({ column: null })}>
            Add column
          </Button>
          <ButtonLink href={applicantsCsvUrl(company, query)} variant="secondary" download>
            Export CSV
          </ButtonLink>
        </StyledActions>
      </StyledToolbar>

      {board.isPending ? (
        <Skeleton label="Loading applicants…" shape="cards" />
      ) : board.isError ? (
        <div role="alert">
          <p>The applicants could not be loaded. {board.error.message}</p>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {board.data.applications.length === 0 ? (
            <EmptyState title="No applicants match these filters yet">Clear a filter to see more applicants, or share the job to reach more people.</EmptyState>
          ) : null}
          {selection.ids.size > 0 ? (
            <StyledBulkBar role="group" aria-label="Selected applicants">
              <p>{formatQuantity(selection.ids.size, 'applicant')} selected</p>
              <Select
                label="Move selected to"
                placeholder="Choose a column"
                options={columns.filter((column) => column.stage !== 'rejected').map((column) => ({ value: column.id, text: column.name }))}
                value={bulkTarget}
                onChange={(event) => setBulkTarget(event.target.value)}
              />
              <Button
                variant="secondary"
                loading={moveMany.isPending}
                disabled={!bulkTarget}
                onClick={() => {
                  const column = columns.find((candidate) => candidate.id === bulkTarget);
                  if (column) void moveSelected(column);
                }}
              >
                Move
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  const rejected = columns.find((column) => column.stage === 'rejected');
                  if (rejected) void moveSelected(rejected);
                }}
              >
                Reject selected
              </Button>
              <Button variant="ghost" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            </StyledBulkBar>
          ) : null}
          <KanbanBoard
            columns={columns}
            applications={board.data.applications}
            selection={selection}
            now={new Date()}
            onMove={onMove}
            onOpen={open}
            renderCardStatus={(application) => (atsConnected && application.atsSync ? <div><AtsSyncBadge sync={application.atsSync} /></div> : null)}
            renderColumnActions={(column) =>
              column.stage === 'custom' ? (
                <Button size="sm" variant="ghost" onClick={() => setColumnDialog({ column })} aria-label={`Edit column ${column.name}`}>
                  Edit
                </Button>
              ) : null
            }
          />
        </>
      )}

      {opened ? (
        <ApplicantDrawer
          application={opened}
          columns={columns}
          position={{ index: openIndex, count: list.length }}
          showAtsSync={atsConnected}
          onMove={(column) => void onMove(opened, column)}
          onReject={() => {
            const rejected = columns.find((column) => column.stage === 'rejected');
            if (rejected) void onMove(opened, rejected);
          }}
          onPrevious={() => setOpenId(list[openIndex - 1]?.id ?? opened.id)}
          onNext={() => setOpenId(list[openIndex + 1]?.id ?? opened.id)}
          onClose={() => {
            setOpenId(null);
            setTriageOrder([]);
          }}
        />
      ) : null}
      {columnDialog ? (
        <ColumnDialog
          company={company}
          column={columnDialog.column}
          colors={configuration.data?.kanban.columnColors ?? []}
          onClose={() => setColumnDialog(null)}
          onDone={(message) => {
            setColumnDialog(null);
            showToast(message, 'success');
          }}
        />
      ) : null}
      {rejection ? <Rejection rejection={rejection} onAnswer={answerRejection} /> : null}
    </div>
  );
}

function Rejection({ rejection, onAnswer }: { rejection: PendingRejection; onAnswer: (answer: { message: string } | null) => void }) {
  const [first] = rejection.applications;
  const one = rejection.applications.length === 1 && first;
  return (
    <RejectDialog
      title={one ? `Reject ${first.applicant.name}?` : `Reject ${formatQuantity(rejection.applications.length, 'applicant')}?`}
      summary={
        one
          ? `${first.applicant.name} gets an e-mail saying that the application for ${first.job.title} was not successful.`
          : 'Each of them gets this e-mail saying that the application was not successful.'
      }
      onAnswer={onAnswer}
    />
  );
}
