import { type Platform, type RuntimeConfig, type SelectedProfile, type User } from '@nordhub/contracts';
import { atom, createStore } from 'jotai';
import { sessionStatusAtom } from './flow-atoms';

/** The signed-in user as the server last reported it; null when logged out or not yet known. */
export const userAtom = atom<User | null>(null);

/** The profile the user acts as (company, investor, applicant or plain user). */
export const selectedProfileAtom = atom<SelectedProfile | null>(null);

/** Which of the two platforms sharing the login this deployment is. */
export const platformAtom = atom<Platform>('main');

/** /runtime-config.json as parsed by the shell at start-up. */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);

/** Logout and a 403 for a logged-in user clear the user and the selected profile (spec 4, 8). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(userAtom, null);
  set(selectedProfileAtom, null);
  set(sessionStatusAtom, 'guest');
});

export type SessionStore = ReturnType<typeof createStore>;

export type CreateSessionStoreOptions = {
  runtimeConfig?: RuntimeConfig | null;
};

/** A jotai store seeded from the runtime config (platform follows the config). */
export function createSessionStore({ runtimeConfig }: CreateSessionStoreOptions = {}): SessionStore {
  const store = createStore();
  if (runtimeConfig) {
    store.set(runtimeConfigAtom, runtimeConfig);
    store.set(platformAtom, runtimeConfig.platform);
  }
  return store;
}
