import { type User } from '@nordhub/contracts';
import { PROFILE_COOKIE_NAME } from '@nordhub/domain';
import { createSessionStore, selectedProfileAtom, userAtom } from './atoms';
import { startWithDrawnSession } from './drawn-session';
import { sessionStatusAtom } from './flow-atoms';

const company = (key: string) => ({
  key,
  status: 'ACTIVE' as const,
  name: key,
  logoImage: null,
  platform: { main: true },
  linkedinId: null,
  adminUrl: `/client/startups/${key}`,
});

const manager: User = {
  id: 'u-1',
  fullName: 'Sofie Dahl',
  name: { first: 'Sofie', last: 'Dahl' },
  email: 'sofie@example.no',
  image: null,
  imageUrl: null,
  isAdmin: false,
  isEmailVerified: true,
  companies: [company('nordlys'), company('fjordvik')],
  investors: [],
  applicant: null,
  profile: null,
  uiFeatures: [],
};

describe('startWithDrawnSession', () => {
  it('a signed-in visitor is known from the start, acting as the profile their cookie chose', () => {
    const store = createSessionStore();
    startWithDrawnSession(store, manager, `cookie-consent=accepted; ${PROFILE_COOKIE_NAME}=company%3Afjordvik`);
    expect(store.get(sessionStatusAtom)).toBe('signed-in');
    expect(store.get(userAtom)).toBe(manager);
    expect(store.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'fjordvik' });
  });

  it('the profile kept on the server comes before the cookie; without either, none is chosen among several', () => {
    const kept = createSessionStore();
    startWithDrawnSession(kept, { ...manager, profile: 'company:nordlys' }, `${PROFILE_COOKIE_NAME}=company%3Afjordvik`);
    expect(kept.get(selectedProfileAtom)).toEqual({ type: 'company', key: 'nordlys' });
    const unchosen = createSessionStore();
    startWithDrawnSession(unchosen, manager, '');
    expect(unchosen.get(selectedProfileAtom)).toBeNull();
  });

  it('a guest, or a page drawn without the session, is left for the session keeper to decide', () => {
    for (const user of [null, undefined]) {
      const store = createSessionStore();
      startWithDrawnSession(store, user, `${PROFILE_COOKIE_NAME}=company%3Anordlys`);
      expect(store.get(sessionStatusAtom)).toBe('unknown');
      expect(store.get(userAtom)).toBeNull();
    }
  });
});
