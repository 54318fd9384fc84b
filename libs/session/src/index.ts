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
