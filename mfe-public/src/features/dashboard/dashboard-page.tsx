import { type User } from '@nordhub/contracts';
import { Container, PageBody, PageTitle, useDocumentTitle } from '@nordhub/design-system';
import { dashboardPath, signInRedirect, usableProfiles } from '@nordhub/domain';
import { usePlatform, RouteGuard, useSelectedProfileView, type GuardRule } from '@nordhub/session';
import { useCallback } from 'react';

/**
 * /dashboard: goes to the dashboard of the current profile (startup, investor or applicant), to
 * My Account for a user without a profile, and for a guest to /?to=/dashboard, which opens the
 * sign-in modal and comes back here after signing in.
 */
export function DashboardPage() {
  useDocumentTitle('My dashboard');
  const current = useSelectedProfileView();
  const platform = usePlatform();
  const rule = useCallback<GuardRule>(
    (user: User | null, wanted: string) => {
      if (!user) return { redirect: signInRedirect(wanted) };
      // No profile chosen yet but some exist on this platform: the first one, as the header lists them.
      const profile = current && current.type !== 'user' ? current : (usableProfiles(user, platform)[0] ?? null);
      return { redirect: dashboardPath(profile) };
    },
    [current, platform],
  );
  // Only the title shows: the guard waits for the session (with its progress bar), then redirects.
  return (
    <Container size="sm">
      <PageBody>
        <PageTitle>My dashboard</PageTitle>
        <RouteGuard rule={rule}>{null}</RouteGuard>
      </PageBody>
    </Container>
  );
}
