import styled from '@emotion/styled';
import { Container, PageTitle, useDocumentTitle } from '@nordhub/design-system';
import { type ReactNode } from 'react';

const StyledPage = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  paddingBlock: theme.space.xxxl,
}));

export type AccountPageLayoutProps = { title: string; children: ReactNode };

/** A narrow titled page for the account links that arrive by e-mail. */
export function AccountPageLayout({ title, children }: AccountPageLayoutProps) {
  useDocumentTitle(title);
  return (
    <Container size="sm">
      <StyledPage>
        <PageTitle>{title}</PageTitle>
        {children}
      </StyledPage>
    </Container>
  );
}
