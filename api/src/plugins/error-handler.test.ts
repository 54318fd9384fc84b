import { apiErrorSchema, pagingQuerySchema, signUpFormSchema } from '@nordhub/contracts';
import * as z from 'zod';
import type { App } from '../app-type';
import { forbidden, HttpError } from '../http-errors';
import { TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

/** The real app plus a few probe routes that fail in the ways real routes will. */
async function appWithProbes(db: Parameters<typeof buildTestApp>[0]): Promise<App> {
  const app = await buildTestApp(db);
  app.post('/api/test/sign-up', { schema: { body: signUpFormSchema } }, async () => ({ ok: true }));
  app.get('/api/test/list', { schema: { querystring: pagingQuerySchema } }, async (request) => request.query);
  app.get('/api/test/forbidden', async () => {
    throw forbidden('Only managers of this startup may do that');
  });
  app.get('/api/test/busy', async () => {
    throw new HttpError(429, 'E_RATE_LIMITED', 'Many people are signing in right now.', undefined, 3);
  });
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
  app.get('/api/test/parse', async () => z.object({ count: z.number() }).parse({ count: 'many' }));
  app.get('/api/test/job/:id', async (request) => {
    const { id } = request.params as { id: string };
    // No schema on purpose: the database rejects the malformed id.
    return app.db.query('SELECT $1::uuid AS id', [id]);
  });
  return app;
}

const expectErrorShape = (body: unknown) => expect(apiErrorSchema.safeParse(body).success).toBe(true);

describe('errors', () => {
  forEachDatabase(({ db }) => {
    let app: App;
    beforeAll(async () => {
      app = await appWithProbes(db());
    });
    afterAll(() => app.close());

    it('answer invalid bodies with 400 E_VALIDATION naming each field and its rule', async () => {
      // From a browser that passes the CSRF check (it runs before validation).
      const response = await new TestBrowser(app).post('/api/test/sign-up', {
        name: { first: '', last: 'Holm' },
        email: 'not-an-email',
        password: 'short',
        reCaptchaResponse: 'x',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expectErrorShape(body);
      expect(body.code).toBe('E_VALIDATION');
      expect(body.fields).toEqual(
        expect.arrayContaining([
          { path: 'name.first', message: 'Please enter first name' },
          { path: 'email', message: 'Please enter your email address' },
          { path: 'password', message: 'Please enter a valid password' },
        ]),
      );
      expect(body.message).toContain('name.first: Please enter first name');
    });

    it('name a missing body', async () => {
      const response = await new TestBrowser(app).post('/api/test/sign-up');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].path).toBe('body');
    });

    it('answer invalid query strings with the parameter and the rule', async () => {
      const response = await app.inject({ url: '/api/test/list?page=0&pageSize=500' });
      expect(response.statusCode).toBe(400);
      const fields = response.json().fields as { path: string; message: string }[];
      expect(fields.map((field) => field.path).sort()).toEqual(['page', 'pageSize']);
      expect(fields.find((field) => field.path === 'page')?.message).toMatch(/\b1\b/);
      expect(fields.find((field) => field.path === 'pageSize')?.message).toMatch(/\b100\b/);
    });

    it('answer malformed JSON with 400, not 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expectErrorShape(response.json());
      expect(response.json().code).toBe('E_VALIDATION');
    });

    it('answer an unsupported content type with a 4xx in the same shape', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test/sign-up', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
      expect(response.statusCode).toBe(415);
      expectErrorShape(response.json());
    });

    it('answer a malformed id that reaches the database with 400', async () => {
      const response = await app.inject({ url: '/api/test/job/not-a-uuid' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('E_VALIDATION');
    });

    it('turn a zod error thrown by code into 400 with fields', async () => {
      const response = await app.inject({ url: '/api/test/parse' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].path).toBe('count');
    });

    it('keep the status, code and message of errors thrown on purpose', async () => {
      const response = await app.inject({ url: '/api/test/forbidden' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, code: 'E_FORBIDDEN', message: 'Only managers of this startup may do that' });
    });

    it('tell a caller refused for being busy when to come back (Retry-After)', async () => {
      const response = await app.inject({ url: '/api/test/busy' });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('3');
      expect(response.json()).toMatchObject({ code: 'E_RATE_LIMITED', message: 'Many people are signing in right now.' });
    });

    it('hide the details of unexpected failures behind 500 E_INTERNAL', async () => {
      const response = await app.inject({ url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'E_INTERNAL', message: 'Something went wrong' });
      expect(response.body).not.toContain('secret');
    });

    it('answer unknown API routes with 404 JSON for every method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({ statusCode: 404, code: 'E_NOT_FOUND', message: `Route ${method} /api/no-such-thing not found` });
      }
    });

    it('do not serve files outside the uploads folder', async () => {
      const response = await app.inject({ url: '/api/files/..%2f..%2fpackage.json' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('E_NOT_FOUND');
    });
  });
});
