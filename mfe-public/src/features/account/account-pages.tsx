import { Container, PageBody, PageTitle, useDocumentTitle } from '@nordhub/design-system';
import { useCurrentUser } from '@nordhub/session';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { ProfileImageForm } from './profile-image-form';

/** My Account (/settings): name, e-mail, password and profile image, each saved on its own. */
export function SettingsPage() {
  useDocumentTitle('My Account');
  // The route guard sends guests away; until it has, a guest sees only the heading.
  const user = useCurrentUser();
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>My Account</PageTitle>
        {user ? (
          <>
            {/* Keyed by user: a different account signing in starts from its own values. */}
            <NameForm key={`name-${user.id}`} user={user} />
            <EmailForm key={`email-${user.id}`} user={user} />
            <PasswordForm key={`password-${user.id}`} />
            <ProfileImageForm user={user} />
          </>
        ) : null}
      </PageBody>
    </Container>
  );
}
