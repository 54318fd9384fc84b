/**
 * One handler at two addresses: the one the OpenAPI document names, then the product spec's own
 * call-table address, served but kept out of the document (`schema.hide`) because it is
 * ambiguous beside a family of paths there (docs/decisions/017-openapi-contract.md).
 */
export const withSpecAddress = <Path extends string>(documented: Path, spec: Path) =>
  [
    [documented, false],
    [spec, true],
  ] as const;
