import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { resolveTxt as dnsResolveTxt } from 'node:dns/promises';
import { request } from 'node:http';
import { domainVerificationFilePath } from '@nordhub/domain';

/**
 * How the server looks for a domain's proof of control. Injectable (buildApp's `domainProbe`),
 * so tests answer from a fake resolver and a local HTTP server, never the real DNS or network.
 */
export interface DomainProbe {
  /** The TXT records at `name` (each record's strings); [] when there are none. */
  txtRecords(name: string): Promise<string[][]>;
  /** The verification file on `domain`, trimmed; null when it cannot be read. */
  verificationFile(domain: string): Promise<string | null>;
}

export interface DomainProbeOptions {
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** The origin the file is fetched from for a domain; default `http://<domain>`. */
  fileOrigin?: (domain: string) => string;
  timeoutMs?: number;
}

// Enough for the token line; a bigger answer is not a verification file.
const MAX_FILE_BYTES = 1024;

/** The origin of a domain's file on `port` (80 in production; the e2e server sets another). */
export const domainFileOrigin =
  (port: number) =>
  (domain: string): string =>
    port === 80 ? `http://${domain}` : `http://${domain}:${port}`;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The system resolver, except that `*.localhost` is the loopback address (RFC 6761, as browsers
 * resolve it; the system may not know it): the demo's and the e2e run's domains are such names.
 */
function lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  if (options.all) dnsLookup(hostname, { ...options, all: true }, (error, addresses) => callback(error, addresses));
  else dnsLookup(hostname, { ...options, all: false }, (error, address, family) => callback(error, address, family));
}

/** GET `url` as text: null unless a 200 of at most MAX_FILE_BYTES within `timeoutMs`. No redirects are followed. */
function fetchSmallText(url: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let req: ReturnType<typeof request>;
    try {
      req = request(url, { method: 'GET', timeout: timeoutMs, lookup }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_FILE_BYTES) {
            resolve(null);
            req.destroy();
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => resolve(null));
      });
    } catch {
      resolve(null);
      return;
    }
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

export function createDomainProbe({ resolveTxt = dnsResolveTxt, fileOrigin = domainFileOrigin(80), timeoutMs = 5000 }: DomainProbeOptions = {}): DomainProbe {
  return {
    async txtRecords(name) {
      try {
        return await resolveTxt(name);
      } catch {
        // No record, no such name, or DNS failing: all mean "not proven (yet)".
        return [];
      }
    },
    async verificationFile(domain) {
      const text = await fetchSmallText(`${fileOrigin(domain)}${domainVerificationFilePath}`, timeoutMs);
      return text === null ? null : text.trim();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    domainProbe: DomainProbe;
  }
}
