import { healthSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  forEachDatabase(({ kind, db }) => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db());
    });
    afterAll(() => app.close());

    it('reports ok, the database kind and the version', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      const body = healthSchema.parse(response.json());
      expect(body).toEqual({ status: 'ok', database: kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});
