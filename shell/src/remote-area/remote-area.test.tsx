import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { chunkReloadMarkerKey } from '../federation/chunk-error';
import { type LoadRemoteRoutes } from '../federation/load-remote-routes';
import { createUnavailableRemoteModule } from '../federation/remote-fallback-plugin';
import { type RemoteRoutesModule } from '../federation/remote-module';
import { prepareRemotePage, RemoteArea } from './remote-area';

const workingRemote: RemoteRoutesModule = {
  routes: [{ path: '*', element: <h1>Public page</h1> }],
};

/** A loader that answers with the given outcomes in turn (the last one repeats). */
function scriptedLoader(...outcomes: Array<RemoteRoutesModule | Error>) {
  let calls = 0;
  const load: LoadRemoteRoutes = async () => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)];
    calls += 1;
    if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
    return outcome;
  };
  return { load, calls: () => calls };
}

async function renderArea(load: LoadRemoteRoutes) {
  // The chrome around the area must survive whatever happens inside it.
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <header>Nordhub header</header>
              <RemoteArea remote="mfe_public" load={load} />
            </>
          }
        />
      </Routes>,
      { route: '/' },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

const fallbackText = 'This part of the site could not be loaded';

afterEach(() => window.sessionStorage.clear());

describe('RemoteArea', () => {
  it('renders the remote route table once it has loaded', async () => {
    await renderArea(scriptedLoader(workingRemote).load);
    expect(await screen.findByRole('heading', { name: 'Public page' })).toBeInTheDocument();
  });

  it('shows the fallback module of the errorLoadRemote plugin, and a retry loads the remote again', async () => {
    const remote = scriptedLoader(createUnavailableRemoteModule('mfe_public/routes', new Error('RUNTIME-003')), workingRemote);
    const { user } = await renderArea(remote.load);

    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(screen.getByText('Nordhub header')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Public page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(remote.calls()).toBe(2);
  });

  it('catches a load that throws, keeps the chrome, and retries on request', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = scriptedLoader(new Error('remote entry failed'), workingRemote);
    const { user } = await renderArea(remote.load);

    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(screen.getByText('Nordhub header')).toBeInTheDocument();
    // React reports errors caught by a boundary.
    expect(logged).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Public page' })).toBeInTheDocument();
  });

  it('keeps a page that crashes while rendering inside the area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenPage(): never {
      throw new Error('undefined is not a function');
    }
    await renderArea(scriptedLoader({ routes: [{ path: '*', element: <BrokenPage /> }] }).load);

    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(screen.getByText('Nordhub header')).toBeInTheDocument();
  });

  it('shows the fallback for a failed chunk when the page was already reloaded for one', async () => {
    window.sessionStorage.setItem(chunkReloadMarkerKey, String(Date.now()));
    const chunkError = Object.assign(new Error('Loading chunk 592 failed.'), { name: 'ChunkLoadError' });
    await renderArea(scriptedLoader(createUnavailableRemoteModule('mfe_public/routes', chunkError)).load);

    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
  });
});

describe('prepareRemotePage', () => {
  it("hands the page's path and the app's query client to the remote's prefetch", async () => {
    const queryClient = createTestQueryClient();
    const asked: Array<[string, unknown]> = [];
    const { load } = scriptedLoader({ ...workingRemote, prefetch: async (pathname, client) => void asked.push([pathname, client]) });
    await prepareRemotePage('mfe_public', '/jobs/42', queryClient, load);
    expect(asked).toEqual([['/jobs/42', queryClient]]);
  });

  it('asks the remote for no data when told to prepare the code alone', async () => {
    const asked: string[] = [];
    const { load } = scriptedLoader({ ...workingRemote, prefetch: async (pathname) => void asked.push(pathname) });
    await prepareRemotePage('mfe_public', '/jobs/42', null, load);
    expect(asked).toEqual([]);
  });

  it('does nothing for a remote without a prefetch, or one that is down', async () => {
    const queryClient = createTestQueryClient();
    await expect(prepareRemotePage('mfe_public', '/jobs/42', queryClient, scriptedLoader(workingRemote).load)).resolves.toBeUndefined();
    const down = scriptedLoader(createUnavailableRemoteModule('mfe_public/routes', new Error('offline')));
    await expect(prepareRemotePage('mfe_public', '/jobs/42', queryClient, down.load)).resolves.toBeUndefined();
  });
});
