import styled from '@emotion/styled';
import { SkipLink } from '@nordhub/design-system';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthModalHost } from '../auth/auth-modal-host';
import { ProfileModalsHost } from '../profiles/profile-modals-host';
import { SessionKeeper } from '../session/session-keeper';
import { ToastOutlet } from '../session/toast-outlet';
import { LinkedInBanner } from './linkedin-banner';
import { RouteChangeProgress } from './route-change-progress';
import { ScrollRestoration } from './scroll-restoration';
import { RouteFocus } from './route-focus';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { headerModeAt } from './navigation';

export const mainContentId = 'main-content';

const StyledPage = styled.div({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

// Keeps the footer below the fold while a remote's area is still loading: with less (60vh was
// tried), a phone's first paint showed the footer, which the page then pushed away (a layout
// shift of 0.24 on every page, Lighthouse mobile; the layout-shift aim is 0.05).
const StyledMain = styled.main({ flex: '1 0 auto', minHeight: '100vh', outline: 'none' });

/**
 * The chrome of main hosts: skip link, cookie banner, header, the remote's area and footer, plus
 * the session (its rules, the auth and profile modals, toasts), which only main hosts have.
 */
export function MainLayout() {
  // From the router's path, which the server's first paint (StaticRouter) and the browser share:
  // both draw the same header, so hydration matches.
  const { pathname } = useLocation();
  // On a page the server drew, the page's input waits until the app has taken it over: the
  // shell's held clicks (held-clicks.ts) hold clicks and refuse typing until then.
  return (
    <StyledPage>
      <SkipLink href={`#${mainContentId}`} />
      {/* Right after the skip link, so keyboard users meet it at once rather than after the footer. */}
      <CookieBanner />
      <RouteChangeProgress />
      <RouteFocus mainId={mainContentId} />
      <SessionKeeper />
      <Header mode={headerModeAt(pathname)} />
      <LinkedInBanner />
      <StyledMain id={mainContentId} tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <Footer />
      <AuthModalHost />
      <ProfileModalsHost />
      <ToastOutlet />
      <ScrollRestoration />
    </StyledPage>
  );
}
