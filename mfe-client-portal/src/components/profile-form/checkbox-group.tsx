import styled from '@emotion/styled';
import { type SelectOption } from '@nordhub/design-system';
import { Checkbox } from '@nordhub/design-system';

export type CheckboxGroupProps = {
  legend: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
};

const StyledFieldset = styled.fieldset(({ theme }) => ({
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  padding: theme.space.md,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  legend: { fontWeight: theme.typography.fontWeights.semibold, fontSize: theme.typography.fontSizes.sm, padding: `0 ${theme.space.xs}` },
}));

const StyledError = styled.p(({ theme }) => ({ margin: 0, width: '100%', color: theme.colors.danger, fontSize: theme.typography.fontSizes.sm }));

/** A fieldset of checkboxes for a multiple choice from the site configuration's options. */
export function CheckboxGroup({ legend, options, value, onChange, error }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    // Keeps the options' order, whatever the order of clicks.
    onChange(options.map((item) => item.value).filter((item) => (item === option ? checked : value.includes(item))));
  return (
    <StyledFieldset aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.text}
          checked={value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledFieldset>
  );
}
