export interface PortfolioEntryLike {
  company?: unknown;
  investor?: unknown;
}

/** An entry linked to a company or investor shows that profile's data, so only free entries are editable. */
export function isPortfolioEntryEditable(entry: PortfolioEntryLike): boolean {
  return (entry.company === null || entry.company === undefined) && (entry.investor === null || entry.investor === undefined);
}
