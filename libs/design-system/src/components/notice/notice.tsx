import styled from '@emotion/styled';
import { type HTMLAttributes, type ReactNode } from 'react';

export type NoticeProps = HTMLAttributes<HTMLDivElement> & {
  /** The text and, at the end, any action (a Dismiss button, a link). */
  children: ReactNode;
};

const StyledNotice = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.md,
  color: theme.colors.text,
  background: theme.colors.warningSurface,
  borderRadius: theme.radii.md,
  '& p': { margin: 0, flex: '1 1 300px' },
}));

/**
 * A warning that does not block what the person is doing (a form still saves): text in the
 * theme's warning colours, with room for an action. Give it role="status" where it appears while
 * the person types, so it is announced politely.
 */
export function Notice({ children, ...rest }: NoticeProps) {
  return <StyledNotice {...rest}>{children}</StyledNotice>;
}
