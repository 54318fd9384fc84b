import styled from '@emotion/styled';
import { createContext, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, useContext } from 'react';
import { type SpaceToken, type Theme } from '../../theme';
import { px, transientProps, visuallyHiddenStyles } from '../shared';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl';

export type ContainerProps = ComponentPropsWithoutRef<'div'> & {
  children: ReactNode;
  /** Job container widths: sm 700, md 800, lg 1000, xl 1360 px. */
  size?: ContainerSize;
};

/**
 * Inside a workspace (WorkspaceLayout) a page's Container takes one of the workspace's two widths
 * instead of the public pages' four: sm and md become the narrow form column, lg and xl the wide
 * one of lists and boards. Pages keep their Container; the workspace decides the width.
 */
export const WorkspaceContentContext = createContext(false);

const containerWidth = (theme: Theme, size: ContainerSize, inWorkspace: boolean): number => {
  if (!inWorkspace) return theme.sizes.container[size];
  return size === 'sm' || size === 'md' ? theme.sizes.workspace.narrow : theme.sizes.workspace.wide;
};

const StyledContainer = styled('div', transientProps)<{ $size: ContainerSize; $inWorkspace: boolean }>(({ theme, $size, $inWorkspace }) => ({
  width: '100%',
  maxWidth: px(containerWidth(theme, $size, $inWorkspace)),
  marginInline: 'auto',
  paddingInline: theme.space.lg,
  [theme.mq.up('md')]: {
    paddingInline: theme.space.xl,
  },
}));

export function Container({ children, size = 'xl', ...rest }: ContainerProps) {
  const inWorkspace = useContext(WorkspaceContentContext);
  return (
    <StyledContainer {...rest} $size={size} $inWorkspace={inWorkspace}>
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
