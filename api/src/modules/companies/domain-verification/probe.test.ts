import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDomainProbe, domainFileOrigin } from './probe';

/** The real probe's file fetch, against a local server only (`*.localhost` is the loopback address). */
describe('the domain probe', () => {
  let server: Server;
  let port: number;
  const hosts: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      if (request.headers.host?.startsWith('big.')) response.end('x'.repeat(5000));
      else if (request.headers.host?.startsWith('moved.')) response.writeHead(302, { location: 'http://elsewhere.localhost/' }).end();
      else if (request.url === '/.well-known/nordhub-verification.txt') response.end('  nordhub-verification=abc\n');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the file from the domain itself, naming it in the Host header', async () => {
    const probe = createDomainProbe({ fileOrigin: domainFileOrigin(port) });
    expect(await probe.verificationFile('careers.acme.localhost')).toBe('nordhub-verification=abc');
    expect(hosts).toContain(`careers.acme.localhost:${port}`);
  });

  it('reads nothing from a redirect, an answer over 1 KB or a closed port', async () => {
    const probe = createDomainProbe({ fileOrigin: domainFileOrigin(port) });
    expect(await probe.verificationFile('moved.acme.localhost')).toBeNull();
    expect(await probe.verificationFile('big.acme.localhost')).toBeNull();
    // Port 1 on the loopback address: closed, refused at once.
    expect(await createDomainProbe({ fileOrigin: domainFileOrigin(1) }).verificationFile('closed.localhost')).toBeNull();
  });

  it('answers no TXT records when the resolver fails', async () => {
    const probe = createDomainProbe({ resolveTxt: () => Promise.reject(Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' })) });
    expect(await probe.txtRecords('_nordhub-challenge.acme.example')).toEqual([]);
  });
});
