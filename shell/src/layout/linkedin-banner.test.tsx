import { makeUser, makeUserCompany } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { selectedProfileAtom } from '@nordhub/session';
import { act, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-shell';
import { LinkedInBanner } from './linkedin-banner';

const text = /Connect your LinkedIn account to automatically import all your jobs \.\.\. for FREE/;

async function renderBanner(user: User, path: string) {
  const view = await renderInShell(<LinkedInBanner />, { user, path });
  act(() => view.store.set(selectedProfileAtom, { type: 'company', key: 'acme' }));
  return view;
}

afterEach(() => window.localStorage.clear());

describe('LinkedInBanner', () => {
  it('shows to a company without LinkedIn on its dashboard and can be closed for good', async () => {
    const view = await renderBanner(makeUser({ companies: [makeUserCompany()] }), '/client/startups/acme');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect LinkedIn' })).toHaveAttribute(
      'href',
      '/client/startups/acme/settings?opened-setting=linkedin',
    );
    await view.user.click(screen.getByRole('button', { name: 'Close the LinkedIn banner' }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    view.unmount();
    await renderBanner(makeUser({ companies: [makeUserCompany()] }), '/pricing');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('does not show to a linked company or on other pages', async () => {
    const linked = await renderBanner(makeUser({ companies: [makeUserCompany({ linkedinId: 'li-1' })] }), '/pricing');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    linked.unmount();
    await renderBanner(makeUser({ companies: [makeUserCompany()] }), '/jobs');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
