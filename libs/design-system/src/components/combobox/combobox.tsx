import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { controlBoxStyles, controlFocusStyles, FieldLabel, FieldWrapper, HiddenFieldLabel } from '../field-parts/field-parts';
import { px, transientProps } from '../shared';

export type ComboboxOption = {
  /** The text put into the box when chosen. */
  value: string;
  /** Extra text shown after the value, e.g. '12 jobs'. */
  detail?: string;
};

export type ComboboxProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'onSelect' | 'children'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for the current text; the list shows while the box has focus and any exist. */
  options: readonly ComboboxOption[];
  /** Called after an option is chosen (click or Enter), with its value. */
  onOptionSelect?: (value: string) => void;
  hideLabel?: boolean;
};

const StyledInput = styled.input(({ theme }) => ({
  ...controlBoxStyles(theme),
  ...controlFocusStyles(theme),
}));

const StyledList = styled.ul(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: theme.zIndices.dropdown,
  maxHeight: px(theme.sizes.autocompleteMaxHeight),
  overflowY: 'auto',
  margin: `${theme.space.xs} 0 0`,
  padding: `${theme.space.xs} 0`,
  listStyle: 'none',
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
}));

const StyledOption = styled('li', transientProps)<{ $active: boolean }>(({ theme, $active }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.sm} ${theme.space.md}`,
  cursor: 'pointer',
  color: $active ? theme.colors.primaryHover : theme.colors.text,
  background: $active ? theme.colors.primarySubtle : theme.colors.background,
  // The active option must show without colour alone (WCAG 1.4.1).
  outline: $active ? `${theme.borderWidths.thick} solid ${theme.colors.focusRing}` : 'none',
  outlineOffset: `-${theme.borderWidths.thick}`,
}));

const StyledDetail = styled.span(({ theme }) => ({
  fontSize: theme.typography.fontSizes.sm,
  color: 'inherit',
}));

/**
 * A text box with a suggestion list (WAI-ARIA combobox with listbox popup): focus stays in the box,
 * ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter chooses it, Escape closes.
 * It fetches nothing itself; the caller passes the options for the current text.
 */
export function Combobox({
  label,
  value,
  onValueChange,
  options,
  onOptionSelect,
  hideLabel = false,
  id,
  onKeyDown,
  onFocus,
  onBlur,
  ...inputProps
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `combobox-${generatedId}`;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const Label = hideLabel ? HiddenFieldLabel : FieldLabel;

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    setOpen(false);
    setActiveIndex(-1);
    onOptionSelect?.(option.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter picks the active suggestion instead of submitting the form.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <StyledInput
        {...inputProps}
        id={inputId}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          setActiveIndex(-1);
          onBlur?.(event);
        }}
      />
      <StyledList id={listId} role="listbox" aria-label={typeof label === 'string' ? `${label} suggestions` : undefined} hidden={!expanded}>
        {options.map((option, index) => (
          <StyledOption
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // mousedown keeps focus in the box, so blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span>{option.value}</span>
            {option.detail ? <StyledDetail>{option.detail}</StyledDetail> : null}
          </StyledOption>
        ))}
      </StyledList>
    </FieldWrapper>
  );
}
