/** PostgreSQL type OIDs whose text form both drivers should turn into a JS number. */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

// Counts (count(*) is int8) and money amounts fit easily in a double here; both drivers return
// numbers so that code and tests see the same values on PGlite and on a server.
const toNumber = (value: string) => Number(value);

export const numericParsers: Record<number, (value: string) => number> = {
  [INT8_OID]: toNumber,
  [NUMERIC_OID]: toNumber,
};
