// The federation's cost (docs/performance.md, "Budgets and targets"): the federated build's first
// visits beside the same pages built as one bundle (the monolithic build mode,
// docs/performance.md), as federated/monolithic ratios.

/** The median of the numbers (null when there are none). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ratio = (federated, monolithic) => (federated === null || monolithic === null || monolithic === 0 ? null : federated / monolithic);

/**
 * One row per page measured in both builds: JS bytes as served (compressed), all requests, and the
 * load time (median of the cold visits' time to the page's h1), each federated, monolithic and
 * their ratio. `federated` and `monolithic` are page-weight.spec.ts's PAGE_WEIGHT_OUT records.
 */
export function federationCost(federated, monolithic) {
  return federated
    .map((fed) => [fed, monolithic.find((mono) => mono.page === fed.page)])
    .filter(([, mono]) => mono)
    .map(([fed, mono]) => {
      const loadMs = { federated: median(fed.loadsMs ?? [fed.loadMs]), monolithic: median(mono.loadsMs ?? [mono.loadMs]) };
      return {
        page: fed.page,
        jsBytes: { federated: fed.js.bytes, monolithic: mono.js.bytes, ratio: ratio(fed.js.bytes, mono.js.bytes) },
        jsFiles: { federated: fed.js.requests, monolithic: mono.js.requests, ratio: ratio(fed.js.requests, mono.js.requests) },
        requests: { federated: fed.requests, monolithic: mono.requests, ratio: ratio(fed.requests, mono.requests) },
        loadMs: { ...loadMs, ratio: ratio(loadMs.federated, loadMs.monolithic) },
      };
    });
}
