import { e2ePort } from './environment';

/** Where support/serve.mjs serves the stories' domains' verification files (the API fetches them there). */
export const domainFilePort = e2ePort + 5;

/** Publishes `content` as the verification file of `domain` (a *.localhost name), as its owner would on its own web server. */
export async function publishVerificationFile(domain: string, content: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${domainFilePort}/${encodeURIComponent(domain)}`, { method: 'PUT', body: content });
  if (response.status !== 204) throw new Error(`Could not publish the verification file of ${domain}: ${response.status}`);
}
