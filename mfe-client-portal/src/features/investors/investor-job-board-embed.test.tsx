import { makeInvestor, makeUser, makeUserInvestor, setUpTestApi } from '@nordhub/api-client/testing';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { routes } from '../../routes';

jest.setTimeout(20_000);

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

function MountedRoutes() {
  return <>{useRoutes(routes)}</>;
}

describe('the investor settings’ portfolio job board', () => {
  it('offers the iframe snippet of the board, a copy button and a preview opening in a new tab', async () => {
    const manager = makeUser({ investors: [makeUserInvestor({ key: 'skerry', name: 'Skerry Capital', status: 'ACTIVE' })] });
    api.serve({
      'GET /api/investors/skerry/hidden': ok(makeInvestor({ key: 'skerry', name: 'Skerry Capital', status: 'ACTIVE' })),
      'GET /api/session': ok({ user: manager }),
      'GET /api/site/configuration-cached': ok(siteConfigurationFixture),
    });
    let result: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      result = renderWithProviders(<MountedRoutes />, { route: '/client/investors/skerry/settings', user: manager });
    });
    const snippet = await screen.findByLabelText('Embed snippet');
    const expected = `<iframe src="${window.location.origin}/funding/skerry/job-board" title="Jobs at Skerry Capital portfolio startups" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
    expect(snippet).toHaveValue(expected);
    expect(snippet).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Preview the job board (opens in a new tab)' })).toHaveAttribute('href', '/funding/skerry/job-board');
    expect(screen.queryByText('The board lists jobs once your profile is on the funding list.')).not.toBeInTheDocument();
    await result!.user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(expected);
  });
});
