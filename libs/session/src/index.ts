export {
  userAtom,
  selectedProfileAtom,
  platformAtom,
  runtimeConfigAtom,
  clearSessionAtom,
  createSessionStore,
  type SessionStore,
  type CreateSessionStoreOptions,
} from './atoms';
export {
  useCurrentUser,
  useSetCurrentUser,
  useSelectedProfile,
  useSetSelectedProfile,
  usePlatform,
  useRuntimeConfig,
  useClearSession,
} from './hooks';
export { AppProviders, type AppProvidersProps } from './app-providers';
export { ServerRequestContext, useDocumentCookie, useHydrated, usePageHostname, usePageOrigin, type ServerRequest } from './server-request';
export {
  authModalAtom,
  dismissToastAtom,
  pendingTargetAtom,
  profileModalAtom,
  sessionStatusAtom,
  showToastAtom,
  toastsAtom,
  type AuthModalRequest,
  type ChooseRoleMode,
  type ProfileModalRequest,
  type SessionStatus,
  type SignUpDefaults,
  type ToastMessage,
} from './flow-atoms';
export {
  useCreateApplicantProfile,
  useDismissToast,
  useOpenAuthModal,
  useOpenProfileModal,
  useOpenSignIn,
  useOpenSignUp,
  usePendingTarget,
  useSelectedProfileView,
  useSelectProfile,
  useSessionStatus,
  useShowToast,
  useToasts,
  useUsableProfiles,
} from './session-hooks';
export { readProfileCookie, writeProfileCookie } from './profile-cookie';
export { profileToSelect, startWithDrawnSession } from './drawn-session';
export { profileTypeLabels, selectedProfileView, toProfileView, usableProfileViews } from './profile-views';
export { RouteGuard, useGuard, type GuardResult, type GuardRule, type GuardState, type RouteGuardProps } from './guards/route-guard';
export { AuthGuard, type AuthGuardProps } from './guards/auth-guard';
export { ApplicantGuard, type ApplicantGuardProps } from './guards/applicant-guard';
export { ClientManagerGuard, type ClientManagerGuardProps } from './guards/client-manager-guard';
export { InvestorManagerGuard, type InvestorManagerGuardProps } from './guards/investor-manager-guard';
export { StartupLayoutGuard, type StartupLayoutGuardProps } from './guards/startup-layout-guard';
export { InvestorLayoutGuard, type InvestorLayoutGuardProps } from './guards/investor-layout-guard';
export { NavButton, type NavButtonProps } from './navigation/nav-button';
export { isCurrentPath, NavTextLink, type NavTextLinkProps } from './navigation/nav-text-link';
export { scrollAnchor, scrollAnchorAttribute } from './navigation/scroll-anchor';
