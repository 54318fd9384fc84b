import { resolveTxt as dnsResolveTxt } from 'node:dns/promises';
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

async function readCapped(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FILE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createDomainProbe({ resolveTxt = dnsResolveTxt, fileOrigin = (domain) => `http://${domain}`, timeoutMs = 5000 }: DomainProbeOptions = {}): DomainProbe {
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
      try {
        // No redirects: the file must be on the domain itself, not wherever it points.
        const response = await fetch(`${fileOrigin(domain)}${domainVerificationFilePath}`, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        if (response.status !== 200) {
          await response.body?.cancel();
          return null;
        }
        return (await readCapped(response))?.trim() ?? null;
      } catch {
        return null;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    domainProbe: DomainProbe;
  }
}
