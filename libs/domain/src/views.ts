/** Rounds down to one decimal and drops ".0", so a count is never overstated. */
function oneDecimalDown(value: number): string {
  const tenths = Math.floor(value * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}

/** 999 → "999", 1000 → "1k", 1250 → "1.2k", 2500000 → "2.5M". */
export function abbreviateCount(count: number): string {
  const value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (value < 1000) return String(value);
  if (value < 1_000_000) {
    return `${oneDecimalDown(value / 1000)}k`;
  }
  return `${oneDecimalDown(value / 1_000_000)}M`;
}

/** "1 view", "999 views", "1k views", "1.2k views", "3M views". */
export function formatViews(count: number): string {
  const text = abbreviateCount(count);
  return text === '1' ? '1 view' : `${text} views`;
}
