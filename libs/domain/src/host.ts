/** Which route table a host name gets (the product spec's screens and routes, "Careers and white-label routes"). */
export type HostKind = 'main' | 'whitelabel' | 'careers';

export interface HostClassificationRules {
  /** Exact host names of the main site, e.g. ["localhost", "127.0.0.1"]. */
  main: string[];
  /** Suffixes of white-label feed hosts, e.g. [".feeds.localhost"]. */
  whiteLabelSuffixes: string[];
}

/**
 * Lower-cases a host name and removes a port and a trailing dot, so that "LocalHost:4200" and
 * "localhost." compare equal to "localhost". Bracketed IPv6 literals keep their address only.
 */
export function normalizeHostname(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host.slice(1) : host.slice(1, end);
  } else if (host.indexOf(':') !== -1 && host.indexOf(':') === host.lastIndexOf(':')) {
    // Exactly one colon means "host:port"; several mean a bare IPv6 address.
    host = host.slice(0, host.indexOf(':'));
  }
  while (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

function normalizeSuffix(suffix: string): string {
  const host = normalizeHostname(suffix);
  return host.startsWith('.') ? host : `.${host}`;
}

/**
 * Main hosts see the whole product; a host under a white-label suffix sees only its feed; any
 * other host is a startup's careers domain. Main wins when a host matches both lists.
 */
export function classifyHost(hostname: string, hosts: HostClassificationRules): HostKind {
  const host = normalizeHostname(hostname);
  if (host === '') return 'careers';
  if (hosts.main.some((main) => normalizeHostname(main) === host)) return 'main';
  const isWhiteLabel = hosts.whiteLabelSuffixes
    .map(normalizeSuffix)
    // The suffix must be preceded by at least one label: "feeds.localhost" itself is not a feed.
    .some((suffix) => suffix.length > 1 && host.endsWith(suffix) && host.length > suffix.length);
  return isWhiteLabel ? 'whitelabel' : 'careers';
}
