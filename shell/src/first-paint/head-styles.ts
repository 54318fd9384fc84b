// Runs in the API server's first paint (render-first-paint.tsx), never in the browser.
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache for one drawing, in emotion's "compat" mode: components write no `<style>`
 * into the markup; their rules stay in the cache for `headStyles` to write into `<head>`. Inline
 * styles were lost for parts React drew twice: a boundary that suspended after some of its
 * components had rendered is drawn again, and emotion, having seen those rules once, wrote them
 * nowhere the second time (the drawn page showed such a button unstyled until the app restyled
 * it, moving what came after: a layout shift).
 */
export function createDrawingStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** What the cache holds a name as: rules (compat mode), or true for rules written elsewhere. */
const rulesOf = (cache: EmotionCache, name: string) => {
  const rules = cache.inserted[name];
  return typeof rules === 'string' ? rules : '';
};

/**
 * A drawn page's emotion styles for `<head>`: each global style element as emotion's `Global`
 * looks for it (`css-global <name>`), then the rules of every component class the markup uses
 * (and the keyframes they name) in one element, in the order they were drawn. One element instead
 * of one per component: each would be a new style sheet that the browser applies to the whole
 * page (a phone's style recalculations and layouts, docs/performance.md, "The server's first
 * paint"). `data-s` tells the browser's emotion cache these are in place already (it moves
 * unmarked server styles into `<head>` itself); their ids tell it which rules need no insert.
 */
export function headStyles(markup: string, cache: EmotionCache): string {
  const used = new Set([...markup.matchAll(new RegExp(`\\b${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))].map((match) => match[1]));
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const name of Object.keys(cache.inserted)) {
    const css = rulesOf(cache, name);
    if (!css) continue;
    const isComponent = cache.registered[`${cache.key}-${name}`] !== undefined;
    if (isComponent && !used.has(name)) continue;
    // Keyframes are inserted with the component that names them; anything else unregistered is a Global's.
    if (isComponent || name.startsWith('animation-')) {
      ids.push(name);
      rules += css;
    } else globals.push(`<style data-emotion="${cache.key}-global ${name}" data-s="">${css}</style>`);
  }
  const components = ids.length > 0 ? `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules}</style>` : '';
  return globals.join('') + components;
}
