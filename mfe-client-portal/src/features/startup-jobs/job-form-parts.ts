import styled from '@emotion/styled';
import { type JobInput, type JobInputParsed } from '@nordhub/contracts';
import { type PayRule } from '@nordhub/domain';
import { type Control } from 'react-hook-form';

// Pieces of the job form shared by its parts (job-form.tsx, job-work-conditions-fields.tsx).

/** One framed section of the job form, its legend in bold. */
export const JobFormFieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  margin: 0,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  legend: { fontWeight: theme.typography.fontWeights.bold, padding: `0 ${theme.space.xs}` },
}));

/** The job form's control; its context is the pay transparency rules the form validates with. */
export type JobFormControl = Control<JobInput, readonly PayRule[], JobInputParsed>;
