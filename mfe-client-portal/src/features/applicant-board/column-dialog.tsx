import styled from '@emotion/styled';
import { useCreateKanbanColumn, useDeleteKanbanColumn, useUpdateKanbanColumn } from '@nordhub/api-client';
import { type KanbanColumn, kanbanColumnInputSchema } from '@nordhub/contracts';
import { Button, FormMessage, Modal, TextField, VisuallyHidden } from '@nordhub/design-system';
import { type FormEvent, useState } from 'react';

export type ColumnDialogProps = {
  company: string;
  /** The custom column to change; none: a new one. */
  column: KanbanColumn | null;
  /** The site configuration's kanban.columnColors. */
  colors: readonly string[];
  onClose: () => void;
  onDone: (message: string) => void;
};

const StyledSwatches = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  border: 0,
  padding: 0,
  margin: `${theme.space.md} 0`,
  '& legend': { marginBottom: theme.space.xs },
}));

const StyledSwatch = styled.label(({ theme }) => ({
  position: 'relative',
  width: '32px',
  height: '32px',
  borderRadius: theme.radii.pill,
  border: `${theme.borderWidths.thick} solid ${theme.colors.borderSubtle}`,
  cursor: 'pointer',
  '&:has(input:checked)': { outline: `${theme.borderWidths.focus} solid ${theme.colors.text}`, outlineOffset: '2px' },
  '&:has(input:focus-visible)': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
}));

const StyledFooter = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm, justifyContent: 'space-between', flexWrap: 'wrap' }));

/** Add a custom column, or rename, recolour or delete one; colours come from the site configuration. */
export function ColumnDialog({ company, column, colors, onClose, onDone }: ColumnDialogProps) {
  const [name, setName] = useState(column?.name ?? '');
  const [color, setColor] = useState<string | undefined>(column?.color);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateKanbanColumn(company);
  const update = useUpdateKanbanColumn(company);
  const remove = useDeleteKanbanColumn(company);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kanbanColumnInputSchema.safeParse({ name, color });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message);
      return;
    }
    setError(undefined);
    const handlers = { onError: (problem: Error) => setFailure(problem.message) };
    if (column) update.mutate({ id: column.id, change: parsed.data }, { ...handlers, onSuccess: () => onDone(`Column ${parsed.data.name} saved`) });
    else create.mutate(parsed.data, { ...handlers, onSuccess: () => onDone(`Column ${parsed.data.name} added`) });
  };

  return (
    <Modal open onClose={onClose} title={column ? `Edit column ${column.name}` : 'Add a column'}>
      <form onSubmit={submit} noValidate>
        <TextField label="Column name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={40} />
        <StyledSwatches>
          <legend>Colour</legend>
          {colors.map((option) => (
            <StyledSwatch key={option} style={{ background: option }}>
              <input type="radio" name="column-colour" value={option} checked={color === option} onChange={() => setColor(option)} />
              <VisuallyHidden>{option}</VisuallyHidden>
            </StyledSwatch>
          ))}
        </StyledSwatches>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <StyledFooter>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {column ? 'Save column' : 'Add column'}
          </Button>
          {column ? (
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(column.id, { onSuccess: () => onDone(`Column ${column.name} deleted`), onError: (problem) => setFailure(problem.message) })}
            >
              Delete column
            </Button>
          ) : null}
        </StyledFooter>
      </form>
    </Modal>
  );
}
