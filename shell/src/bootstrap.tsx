import { appRootId } from '@nordhub/contracts';
import { classifyHost } from '@nordhub/domain';
import { readRuntimeConfig, withDrawnRelease } from './federation/runtime-config';
import { setupFederation } from './federation/setup-federation';
import { type HeldClicks } from './held-clicks';
import { nextTask } from './next-task';

/**
 * Start-up order matters: the runtime config is read and the remotes are registered with the
 * federation runtime before anything renders, so the first render can already load a remote.
 *
 * The app's code is in this chunk group (its files load with it, and the page preloads them),
 * but it runs a step at a time: `webpackMode: "eager"` imports add no chunk and no request, they
 * only defer a module's evaluation to the call. React's DOM renderer, the session with the API
 * client and the contracts' schemas, and the shell's routes then each evaluate in a task of their
 * own, not in one long task after the last file arrived (a phone's Total Blocking Time).
 */
/** `heldClicks`: on a page the server drew, the clicks the shell's entry holds for the app (index.ts); else null. */
export async function bootstrap(runtimeConfigResponse: Promise<Response>, heldClicks: HeldClicks | null): Promise<void> {
  const container = document.getElementById(appRootId);
  if (!container) throw new Error('index.html has no #root element');

  let runtimeConfig;
  try {
    // A drawn page is hydrated with the remotes' release it was drawn with.
    runtimeConfig = withDrawnRelease(await readRuntimeConfig(runtimeConfigResponse));
  } catch (error) {
    console.error(error);
    const { renderStartFailure } = await import(/* webpackMode: "eager" */ './start-app');
    renderStartFailure(container);
    heldClicks?.release();
    return;
  }

  setupFederation(runtimeConfig);
  const hostKind = classifyHost(window.location.hostname, runtimeConfig.hosts);

  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@nordhub/session');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './start-app');
  await nextTask();
  await startApp({ container, heldClicks, runtimeConfig, hostKind });
}
