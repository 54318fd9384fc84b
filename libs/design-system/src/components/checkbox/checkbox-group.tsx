import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';
import { FieldError } from '../field-parts/field-error';
import { type SelectOption } from '../select/select';
import { Checkbox } from './checkbox';

export type CheckboxGroupProps = {
  legend: string;
  options: readonly SelectOption[];
  /** The checked values. Values that are not among `options` are kept, after the options' ones. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  /** A sentence under the legend, read with the group. */
  hint?: ReactNode;
  error?: string;
  /** `framed` (default) draws a border around the group; `plain` lines it up with the fields of a form section. */
  variant?: 'framed' | 'plain';
};

const StyledFieldset = styled.fieldset<{ variant: 'framed' | 'plain' }>(({ theme, variant }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: 0,
  minWidth: 0,
  ...(variant === 'framed'
    ? { border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`, borderRadius: theme.radii.md, padding: theme.space.md }
    : { border: 0, padding: 0 }),
  legend: {
    fontWeight: theme.typography.fontWeights.semibold,
    ...(variant === 'framed' ? { fontSize: theme.typography.fontSizes.sm, padding: `0 ${theme.space.xs}` } : { padding: 0, marginBottom: theme.space.xs }),
  },
  '& > p': { width: '100%' },
}));

const StyledHint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

/**
 * A multiple choice as a fieldset of checkboxes. The value keeps the options' order whatever the
 * order of clicks; the hint and the error are linked to the group (aria-describedby), and the
 * error is announced when it appears.
 */
export function CheckboxGroup({ legend, options, value, onChange, onBlur, name, hint, error, variant = 'framed' }: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const optionValues = options.map((option) => option.value);
  const toggle = (changed: string, checked: boolean) =>
    onChange([
      ...optionValues.filter((item) => (item === changed ? checked : value.includes(item))),
      ...value.filter((item) => !optionValues.includes(item)),
    ]);
  return (
    <StyledFieldset variant={variant} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.text}
          name={name}
          checked={value.includes(option.value)}
          onBlur={onBlur}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledFieldset>
  );
}
