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
export { mountStandaloneRemote } from './standalone-remote';
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
  usePendingTarget,
  useSelectedProfileView,
  useSelectProfile,
  useSessionStatus,
  useShowToast,
  useToasts,
  useUsableProfiles,
} from './session-hooks';
export { readProfileCookie, writeProfileCookie } from './profile-cookie';
export { profileTypeLabels, selectedProfileView, toProfileView, usableProfileViews } from './profile-views';
