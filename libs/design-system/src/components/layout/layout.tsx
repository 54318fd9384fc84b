import styled from '@emotion/styled';
import { type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { type SpaceToken } from '../../theme';
import { px, transientProps, visuallyHiddenStyles } from '../shared';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl';

export type ContainerProps = ComponentPropsWithoutRef<'div'> & {
  children: ReactNode;
  /** Job container widths: sm 700, md 800, lg 1000, xl 1360 px. */
  size?: ContainerSize;
};

const StyledContainer = styled('div', transientProps)<{ $size: ContainerSize }>(({ theme, $size }) => ({
  width: '100%',
  maxWidth: px(theme.sizes.container[$size]),
  marginInline: 'auto',
  paddingInline: theme.space.lg,
  [theme.mq.up('md')]: {
    paddingInline: theme.space.xl,
  },
}));

export function Container({ children, size = 'xl', ...rest }: ContainerProps) {
  return (
    <StyledContainer {...rest} $size={size}>
      {children}
    </StyledContainer>
  );
}

export type StackProps = ComponentPropsWithoutRef<'div'> & {
  children: ReactNode;
  direction?: 'row' | 'column';
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
};

type StyledStackProps = {
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
};

const StyledStack = styled('div', transientProps)<StyledStackProps>(
  ({ theme, $direction, $gap, $align, $justify, $wrap }) => ({
    display: 'flex',
    flexDirection: $direction,
    gap: theme.space[$gap],
    alignItems: $align,
    justifyContent: $justify,
    flexWrap: $wrap ? 'wrap' : 'nowrap',
  }),
);

export function Stack({ children, direction = 'column', gap = 'md', align, justify, wrap = false, ...rest }: StackProps) {
  return (
    <StyledStack {...rest} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap}>
      {children}
    </StyledStack>
  );
}

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'> & {
  children: ReactNode;
};

const StyledVisuallyHidden = styled.span(visuallyHiddenStyles);

export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...rest}>{children}</StyledVisuallyHidden>;
}

export type SkipLinkProps = {
  /** Fragment of the main landmark, e.g. '#main'. */
  href?: string;
  children?: ReactNode;
};

const StyledSkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  top: theme.space.sm,
  left: theme.space.sm,
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  color: theme.colors.onPrimary,
  background: theme.colors.primary,
  borderRadius: theme.radii.md,
  fontWeight: theme.typography.fontWeights.semibold,
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': {
    transform: 'none',
    color: theme.colors.onPrimary,
  },
}));

/** First focusable element of the page; appears on focus and jumps past the header. */
export function SkipLink({ href = '#main', children = 'Skip to main content' }: SkipLinkProps) {
  return <StyledSkipLink href={href}>{children}</StyledSkipLink>;
}
