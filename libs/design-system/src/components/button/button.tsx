import styled from '@emotion/styled';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { px, transientProps } from '../shared';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows the button as busy and blocks clicks, e.g. while a form submits. */
  loading?: boolean;
};

type StyledButtonProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const StyledButton = styled('button', transientProps)<StyledButtonProps>(
  ({ theme, $variant, $size, $fullWidth }) => {
    const { colors } = theme;
    const looks = {
      primary: { color: colors.onPrimary, background: colors.primary, border: colors.primary, hover: colors.primaryHover },
      secondary: { color: colors.primary, background: colors.background, border: colors.primary, hover: colors.primarySubtle },
      ghost: { color: colors.primary, background: 'transparent', border: 'transparent', hover: colors.primarySubtle },
      danger: { color: colors.onDanger, background: colors.danger, border: colors.danger, hover: colors.dangerHover },
    }[$variant];
    return {
      display: $fullWidth ? 'flex' : 'inline-flex',
      width: $fullWidth ? '100%' : undefined,
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space.sm,
      minHeight: px($size === 'sm' ? theme.sizes.controlHeightSmall : theme.sizes.controlHeight),
      minWidth: px($size === 'sm' ? theme.sizes.controlHeightSmall : theme.sizes.controlHeight),
      // On a phone every button is a thumb's target: small ones grow to the comfortable size too.
      [theme.mq.down('sm')]: { minHeight: px(theme.sizes.targetComfortable), minWidth: px(theme.sizes.targetComfortable) },
      padding: `0 ${$size === 'sm' ? theme.space.md : theme.space.lg}`,
      fontSize: $size === 'sm' ? theme.typography.fontSizes.sm : theme.typography.fontSizes.md,
      fontWeight: theme.typography.fontWeights.semibold,
      lineHeight: theme.typography.lineHeights.tight,
      color: looks.color,
      background: looks.background,
      border: `${theme.borderWidths.thin} solid ${looks.border}`,
      borderRadius: theme.radii.md,
      cursor: 'pointer',
      transition: `background-color ${theme.durations.fast}ms ease-out`,
      '&:hover:not(:disabled)': {
        background: looks.hover,
        borderColor: $variant === 'ghost' ? looks.hover : undefined,
      },
      '&:disabled, &[aria-busy="true"]': {
        cursor: 'not-allowed',
      },
      '&:disabled': {
        color: colors.disabledText,
        background: colors.disabledSurface,
        borderColor: colors.borderSubtle,
      },
    };
  },
);

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A busy button stays focusable (unlike `disabled`) so focus is not lost mid-submit.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      data-variant={variant}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {children}
    </StyledButton>
  );
}

export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

// The same looks on an <a>: for actions that are navigation (share links, "Post another job").
// The design system stays router-free: for a path inside the app use NavButton (@nordhub/session),
// which gives this component the router's href and click handling.
const StyledButtonLink = styled(StyledButton.withComponent('a'))({
  textDecoration: 'none',
  '&:hover': { textDecoration: 'none' },
});

/** A link that looks like a Button (same variants and sizes); use it where the action goes somewhere. */
export function ButtonLink({ children, variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return (
    <StyledButtonLink {...rest} data-variant={variant} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {children}
    </StyledButtonLink>
  );
}
