import { PlaceholderPage } from '@nordhub/design-system';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" />;
}

export function VerifyEmailPage() {
  return <PlaceholderPage title="Verify your email" />;
}
