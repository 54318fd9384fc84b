// `STATIC_ORIGIN_ROOT=mfe-public/dist PORT=8081 node api/dist/static-origin.js`: one build folder
// served as a CDN would (docs/deploy.md). STATIC_ORIGIN_CORS: `*` (default) or the site origins.
import { buildStaticOrigin, loadStaticOriginConfig, type StaticOriginConfig } from '../static/static-origin';
import { exitWith } from './run';

async function run() {
  let config: StaticOriginConfig;
  try {
    config = loadStaticOriginConfig(process.env);
  } catch (error) {
    exitWith((error as Error).message);
  }
  const app = await buildStaticOrigin({ root: config.root, allowedOrigins: config.allowedOrigins, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Static origin for ${config.root} on ${address} (CORS: ${config.allowedOrigins.join(', ')})`);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
