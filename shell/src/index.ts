import { appRootId, firstPaintAttribute } from '@nordhub/contracts';
import { reloadOnceForChunkError } from './federation/chunk-error';
import { holdClicks } from './held-clicks';

// A page the server drew (#root carries the first-paint attribute) is readable and clickable
// before the app runs it: from here on, its clicks wait for the app to take it over, then reach it
// (held-clicks.ts). The hold is also how the start-up knows it hydrates rather than draws.
const root = document.getElementById(appRootId);
const heldClicks = root?.hasAttribute(firstPaintAttribute) ? holdClicks(root) : null;

// Async boundary: shared singletons (React, the router, the session...) are negotiated with
// the federation runtime before any of them is imported. The runtime config request starts
// at once, in parallel with the bootstrap chunk; the page preloads it (api preload-plan.ts) with
// crossorigin="anonymous", which is this request's mode (CORS, same-origin credentials), so
// Chromium answers it from the preload (e2e/stories/preloads.spec.ts) and no-cache still revalidates.
const runtimeConfigResponse = fetch('/runtime-config.json', { cache: 'no-cache', credentials: 'same-origin' });
// Handled in bootstrap; this only keeps an early failure from being reported as unhandled.
runtimeConfigResponse.catch(() => undefined);

import('./bootstrap')
  .then(({ bootstrap }) => bootstrap(runtimeConfigResponse, heldClicks))
  .catch((error: unknown) => {
    heldClicks?.release();
    // A stale shell chunk after a deploy: reload once to get the new entry.
    if (reloadOnceForChunkError(error)) return;
    console.error(error);
    document.body.textContent = 'Nordhub could not start. Please reload the page.';
  });
