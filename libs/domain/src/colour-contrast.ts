// WCAG 2.x relative luminance and contrast ratio: the palette's tests, colours picked at run time
// (kanban columns) and the colours a startup picks for its careers site (careers-site.ts).

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Parses `#rgb` or `#rrggbb`; throws on anything else so a bad token fails loudly. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

const hexColourPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a #rgb or #rrggbb colour, the form the portal's colour fields take. */
export function isHexColour(value: string): boolean {
  return hexColourPattern.test(value);
}
