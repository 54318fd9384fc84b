import styled from '@emotion/styled';
import { Container, PlaceholderPage, useDocumentTitle } from '@nordhub/design-system';
import { useCurrentUser } from '@nordhub/session';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { ProfileImageForm } from './profile-image-form';

const StyledPage = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
  paddingBlock: theme.space.xxxl,
}));

const StyledTitle = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.xxl,
}));

export function DashboardPage() {
  return <PlaceholderPage title="My dashboard" />;
}

/** My Account (/settings): name, e-mail, password and profile image, each saved on its own. */
export function SettingsPage() {
  useDocumentTitle('My Account');
  // The route guard sends guests away; until it has, a guest sees only the heading.
  const user = useCurrentUser();
  return (
    <Container size="sm">
      <StyledPage>
        <StyledTitle>My Account</StyledTitle>
        {user ? (
          <>
            {/* Keyed by user: a different account signing in starts from its own values. */}
            <NameForm key={`name-${user.id}`} user={user} />
            <EmailForm key={`email-${user.id}`} user={user} />
            <PasswordForm key={`password-${user.id}`} />
            <ProfileImageForm user={user} />
          </>
        ) : null}
      </StyledPage>
    </Container>
  );
}
