import { type SelectedProfile, type User } from '@nordhub/contracts';
import { act, screen } from '@testing-library/react';
import { clearSessionAtom, createSessionStore, platformAtom, selectedProfileAtom, userAtom } from './atoms';
import { useClearSession, useCurrentUser, useSelectedProfile } from './hooks';
import { renderWithProviders } from './testing';

const astrid: User = {
  id: 'u-1',
  fullName: 'Astrid Lindqvist',
  name: { first: 'Astrid', last: 'Lindqvist' },
  email: 'astrid@example.se',
  image: null,
  imageUrl: null,
  isAdmin: false,
  isEmailVerified: true,
  companies: [],
  investors: [],
  applicant: { enabled: true, platform: { main: true } },
  profile: 'applicant',
  uiFeatures: [],
};
const applicantProfile: SelectedProfile = { type: 'applicant', key: null };

function SessionSummary() {
  const user = useCurrentUser();
  const profile = useSelectedProfile();
  const clearSession = useClearSession();
  return (
    <div>
      <p>{user ? `Signed in as ${user.fullName}` : 'Signed out'}</p>
      <p>{profile ? `Acting as ${profile.type}` : 'No profile'}</p>
      <button type="button" onClick={clearSession}>
        Log out
      </button>
    </div>
  );
}

describe('session hooks', () => {
  it('read the user and the selected profile from the store', () => {
    const store = createSessionStore();
    store.set(userAtom, astrid);
    store.set(selectedProfileAtom, applicantProfile);
    renderWithProviders(<SessionSummary />, { store });
    expect(screen.getByText('Signed in as Astrid Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('Acting as applicant')).toBeInTheDocument();
  });

  it('follow changes made outside React (e.g. by the shell after sign-in)', () => {
    const { store } = renderWithProviders(<SessionSummary />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    act(() => store.set(userAtom, astrid));
    expect(screen.getByText('Signed in as Astrid Lindqvist')).toBeInTheDocument();
  });

  it('clear the user and the selected profile together on logout', async () => {
    const store = createSessionStore();
    store.set(userAtom, astrid);
    store.set(selectedProfileAtom, applicantProfile);
    const { user } = renderWithProviders(<SessionSummary />, { store });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('No profile')).toBeInTheDocument();
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('clearSessionAtom', () => {
  it('leaves the runtime config and platform alone', () => {
    const store = createSessionStore();
    store.set(userAtom, astrid);
    store.set(platformAtom, 'impact');
    store.set(clearSessionAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(platformAtom)).toBe('impact');
  });
});
