import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { px } from '../shared';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
};

const StyledLabel = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  // The label is the target: at least 24 px high (WCAG 2.5.8) even though the box draws smaller.
  minHeight: px(theme.sizes.targetMinimum),
  minWidth: px(theme.sizes.targetMinimum),
  cursor: 'pointer',
  input: { width: '18px', height: '18px', accentColor: theme.colors.primary, margin: 0 },
}));

/** A native checkbox with its label, so it is clickable and named for assistive technology. */
export function Checkbox({ label, id, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  return (
    <StyledLabel htmlFor={inputId}>
      <input {...inputProps} id={inputId} type="checkbox" />
      {label}
    </StyledLabel>
  );
}
