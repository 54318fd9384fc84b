// The load balancer of `npm run test:scale` (scripts/test-scale.mjs): a small reverse proxy in
// front of the API instances, on loopback only. Round-robin over the instances it believes up;
// passes Host and sets X-Forwarded-For/-Host/-Proto; names the instance that answered in
// `x-nordhub-instance` and counts answers per instance. A request is retried once on another
// instance when the first could not have done anything (connection refused: nothing reached a
// server), or, when the connection broke after the request was sent, only if repeating it is
// safe: an idempotent method, or a request carrying an Idempotency-Key (the API answers a repeat
// with the first answer). An instance that refuses or breaks connections is taken out until
// /api/health answers again (checked every healthCheckMs).
import http from 'node:http';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
// Hop-by-hop headers (RFC 9110 section 7.6.1) are not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/**
 * @param {{ port: number, instances: { name: string, port: number }[], healthCheckMs?: number }} options
 */
export async function startScaleProxy({ port, instances, healthCheckMs = 250 }) {
  const backends = instances.map((instance) => ({ ...instance, up: true }));
  const stats = {
    /** Answers sent to clients, per instance name. */
    answered: Object.fromEntries(backends.map((backend) => [backend.name, 0])),
    /** Requests sent a second time, to another instance, after the first attempt failed. */
    retried: 0,
    /** Requests the proxy itself answered with 502/503 (no instance could answer): errors users see. */
    failed: 0,
    /** Answers cut off after they started (the instance died mid-body): errors users see. */
    cutOff: 0,
    /** What failed or was retried: "METHOD path: reason". */
    events: [],
    /** Shell or remote build files asked of the API (with static origins in use: none expected). */
    assetRequests: 0,
  };
  let next = 0;

  const pick = (exclude) => {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[(next + i) % backends.length];
      if (backend.up && backend !== exclude) {
        next = (backends.indexOf(backend) + 1) % backends.length;
        return backend;
      }
    }
    return null;
  };

  const forward = (backend, request, body, headers) =>
    new Promise((resolve) => {
      let settled = false;
      const upstream = http.request(
        { host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers, agent: false },
        (response) => {
          settled = true;
          resolve({ response });
        },
      );
      upstream.on('error', (error) => {
        if (settled) return;
        settled = true;
        // Refused: the request never reached the instance. Anything else: it may have run there.
        resolve({ error, reachedServer: error.code !== 'ECONNREFUSED' });
      });
      upstream.end(body);
    });

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = {};
      for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      const clientAddress = request.socket.remoteAddress ?? '127.0.0.1';
      headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${request.headers['x-forwarded-for']}, ${clientAddress}` : clientAddress;
      headers['x-forwarded-host'] = request.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      headers['content-length'] = String(body.length);
      const label = `${request.method} ${request.url}`;
      const urlPath = (request.url ?? '/').split('?')[0];
      if (urlPath.startsWith('/remotes/') || /^\/[^/]+\.(?:js|css|map)$/.test(urlPath)) stats.assetRequests += 1;
      const repeatable = IDEMPOTENT.has(request.method ?? '') || Boolean(request.headers['idempotency-key']);

      let backend = pick(null);
      let attempt = backend ? await forward(backend, request, body, headers) : null;
      if (attempt?.error) {
        backend.up = false;
        const retry = !attempt.reachedServer || repeatable ? pick(backend) : null;
        stats.events.push(`${label}: ${backend.name} ${attempt.error.code ?? attempt.error.message}${retry ? `, retried on ${retry.name}` : ', not retried'}`);
        if (retry) {
          stats.retried += 1;
          backend = retry;
          attempt = await forward(backend, request, body, headers);
          if (attempt.error) backend.up = false;
        }
      }
      if (!attempt || attempt.error) {
        stats.failed += 1;
        if (!attempt) stats.events.push(`${label}: no instance up`);
        response.writeHead(attempt ? 502 : 503, { 'content-type': 'text/plain; charset=utf-8' }).end('No API instance could answer\n');
        return;
      }
      const { response: upstream } = attempt;
      stats.answered[backend.name] += 1;
      const outHeaders = { ...upstream.headers, 'x-nordhub-instance': backend.name };
      for (const name of HOP_BY_HOP) delete outHeaders[name];
      response.writeHead(upstream.statusCode ?? 502, outHeaders);
      upstream.pipe(response);
      upstream.on('aborted', () => {
        stats.cutOff += 1;
        stats.events.push(`${label}: ${backend.name} died while answering`);
        response.destroy();
      });
    });
  });

  // Brings instances back once their health check answers (a restarted process).
  const healthTimer = setInterval(() => {
    for (const backend of backends.filter((candidate) => !candidate.up)) {
      const probe = http.get({ host: '127.0.0.1', port: backend.port, path: '/api/health', agent: false }, (answer) => {
        answer.resume();
        if (answer.statusCode === 200) backend.up = true;
      });
      probe.on('error', () => {});
      probe.setTimeout(healthCheckMs * 4, () => probe.destroy());
    }
  }, healthCheckMs);

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    stats,
    backends,
    close: () =>
      new Promise((resolve) => {
        clearInterval(healthTimer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
