import styled from '@emotion/styled';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Container } from '../layout/layout';

export type PlaceholderPageProps = {
  title: string;
  description?: string;
};

const StyledPage = styled.div(({ theme }) => ({
  paddingBlock: theme.space.xxxl,
}));

const StyledTitle = styled.h1(({ theme }) => ({
  fontSize: theme.typography.fontSizes.xxl,
}));

const StyledDescription = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
}));

/** A titled page for routes whose content is built in a later issue. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Container size="lg">
      <StyledPage>
        <StyledTitle>{title}</StyledTitle>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledPage>
    </Container>
  );
}
