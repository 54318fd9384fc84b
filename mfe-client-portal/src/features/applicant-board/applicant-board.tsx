import styled from '@emotion/styled';
import { applicantsCsvUrl, companyJobsQueryOptions, useApplicants, useAtsConnection, useMoveApplication, useSiteConfiguration } from '@nordhub/api-client';
import { useQuery } from '@tanstack/react-query';
import { type Application, type ApplicantsQuery, type KanbanColumn, pipelineStageLabels, pipelineStageSchema } from '@nordhub/contracts';
import { Button, ButtonLink, EmptyState, Modal, Select, Skeleton, TextField } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApplicantDialog } from './applicant-dialog';
import { AtsSyncBadge } from './ats-sync-badge';
import { ColumnDialog } from './column-dialog';
import { KanbanBoard, type MoveOutcome } from './kanban-board';

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

type PendingRejection = { application: Application; column: KanbanColumn; resolve: (confirmed: boolean) => void };

/**
 * The applicant kanban of a startup (or of one of its jobs): filters kept in the URL (search
 * text, stage, job), the board, the applicant's details, custom columns and the CSV export of
 * what is shown. Moving a card to Rejected asks first, since the applicant is e-mailed and the
 * card is locked from then on.
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
  const showToast = useShowToast();
  const [textInput, setTextInput] = useState(query.text ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
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

  const confirmRejection = (application: Application, column: KanbanColumn) =>
    new Promise<boolean>((resolve) => setRejection({ application, column, resolve }));

  const onMove = async (application: Application, column: KanbanColumn): Promise<MoveOutcome> => {
    if (column.stage === 'rejected' && !(await confirmRejection(application, column))) return { status: 'cancelled' };
    try {
      await move.mutateAsync({ id: application.id, move: { stage: column.stage, columnId: column.id } });
      return { status: 'moved' };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      showToast(`${application.applicant.name} could not be moved. ${message}`, 'error');
      return { status: 'failed', message };
    }
  };

  const answerRejection = (confirmed: boolean) => {
    rejection?.resolve(confirmed);
    setRejection(null);
  };

  const columns = board.data?.columns ?? [];
  const opened = board.data?.applications.find((application) => application.id === openId) ?? null;
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
          <KanbanBoard
            columns={columns}
            applications={board.data.applications}
            onMove={onMove}
            onOpen={(application) => setOpenId(application.id)}
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

      {opened ? <ApplicantDialog application={opened} column={columns.find((column) => column.id === opened.columnId)} showAtsSync={atsConnected} onClose={() => setOpenId(null)} /> : null}
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
      {rejection ? (
        <Modal
          open
          onClose={() => answerRejection(false)}
          title={`Reject ${rejection.application.applicant.name}?`}
          footer={
            <>
              <Button variant="danger" onClick={() => answerRejection(true)}>
                Reject and send e-mail
              </Button>
              <Button variant="secondary" onClick={() => answerRejection(false)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>
            {rejection.application.applicant.name} gets an e-mail saying that the application for {rejection.application.job.title} was not successful.
            Rejected applicants are locked: the card cannot be moved afterwards.
          </p>
        </Modal>
      ) : null}
    </div>
  );
}
