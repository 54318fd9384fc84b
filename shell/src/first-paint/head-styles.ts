// Runs in the API server's first paint (render-first-paint.tsx), never in the browser.
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache for one drawing of a page, in emotion's "compat" mode: every rule the render
 * inserts is kept in `cache.inserted` rather than written inline before the markup that uses it.
 * Inline, a rule was written once per cache, by the render that first inserted it; when React
 * threw that render away (a Suspense boundary suspended and was drawn again), the rule was lost
 * with it and the drawn page lacked it until the app took over (a layout shift under the
 * visitor's pointer). Kept in the cache, no rule the final drawing uses can be lost.
 */
export function createDrawingStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The `<head>` styles of a drawing: the global styles, each as the browser's `Global` looks for it
 * (`css-global <names>`), then one element with every component's rules in the order they were
 * inserted. `data-s` tells the browser's emotion cache these are in place already (it moves
 * unmarked server styles into `<head>` itself); their ids tell it which rules need no insert. One
 * element rather than sixty inline ones: each is a new style sheet the browser re-styles the page
 * for as the parser reaches it (a phone's style recalculations, docs/first-paint.md).
 */
export function drawnStyles(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // A component's class is registered by its name; a keyframes' rules go with the components'.
    if (cache.registered[`${cache.key}-${name}`] !== undefined || name.startsWith('animation-')) {
      ids.push(name);
      rules += css;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${name}" data-s="">${css}</style>`);
    }
  }
  const components = ids.length > 0 ? `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules}</style>` : '';
  return globals.join('') + components;
}
