import { type Platform, type SelectedProfile, type User } from '@nordhub/contracts';
import { chooseProfile, parseProfileId, usableProfiles } from '@nordhub/domain';
import { platformAtom, selectedProfileAtom, type SessionStore, userAtom } from './atoms';
import { sessionStatusAtom } from './flow-atoms';
import { readProfileCookie } from './profile-cookie';

/**
 * The profile a signed-in user acts as: their only usable one, else the current, the one kept on
 * the server (`user.profile`) or the browser's profile cookie, in that order; null when none fits.
 */
export function profileToSelect(user: User, platform: Platform, current: SelectedProfile | null, cookies: string): SelectedProfile | null {
  return chooseProfile({
    usable: usableProfiles(user, platform),
    current,
    stored: parseProfileId(user.profile),
    cookie: parseProfileId(readProfileCookie(cookies)),
  });
}

/**
 * Starts a session store with the signed-in user a page was drawn for (the users/me answer the
 * server read as the visitor, which the page carries) and the profile they act as, so that the
 * guards, the header and the portal's workspace draw on the server what the browser's first render
 * draws, rather than waiting for the session keeper's effects. A guest (null) is left unknown:
 * their pages are drawn as before, and the session keeper decides once the app runs.
 */
export function startWithDrawnSession(store: SessionStore, user: User | null | undefined, cookies: string): void {
  if (!user) return;
  store.set(userAtom, user);
  store.set(selectedProfileAtom, profileToSelect(user, store.get(platformAtom), null, cookies));
  store.set(sessionStatusAtom, 'signed-in');
}
