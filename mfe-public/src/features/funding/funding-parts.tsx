import styled from '@emotion/styled';

/** The funding pages' muted line of text. */
export const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The funding list's filters and the funding quiz's questions: fields side by side, as many as fit. */
export const StyledFilters = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', alignItems: 'end' }));
