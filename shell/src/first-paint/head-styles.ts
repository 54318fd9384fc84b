// Runs in the API server's first paint (render-first-paint.tsx), never in the browser.

/** The style elements emotion writes inline before the markup that uses them (`css-global …` or `css <ids>`). */
const emotionStyleElement = /<style data-emotion="([^"]+)"[^>]*>([^<]*(?:<(?!\/style>)[^<]*)*)<\/style>/g;

/**
 * A drawn page's emotion styles moved out of its markup into `<head>`: the global styles as they
 * were, and every component's rules in one element, in the order they were drawn. Inline, each of
 * the sixty or so elements was a new style sheet that the browser applied to the whole page as the
 * parser reached it (a phone's style recalculations and layouts of a drawn /jobs, docs/performance.md,
 * "The server's first paint"). `data-s` tells the browser's emotion cache these are in place already (it
 * moves unmarked server styles into `<head>` itself); their ids tell it which rules need no insert.
 */
export function hoistEmotionStyles(markup: string): { markup: string; styles: string } {
  const globals: string[] = [];
  const byKey = new Map<string, { ids: string[]; rules: string }>();
  const rest = markup.replace(emotionStyleElement, (_element, names: string, css: string) => {
    const [key = '', ...ids] = names.split(' ');
    if (key.endsWith('-global')) globals.push(`<style data-emotion="${names}" data-s="">${css}</style>`);
    else {
      const sheet = byKey.get(key) ?? { ids: [], rules: '' };
      sheet.ids.push(...ids);
      sheet.rules += css;
      byKey.set(key, sheet);
    }
    return '';
  });
  const components = [...byKey].map(([key, { ids, rules }]) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${rules}</style>`);
  return { markup: rest, styles: [...globals, ...components].join('') };
}
