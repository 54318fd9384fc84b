import { gunzipSync } from 'node:zlib';
import { jobCategorySchema, siteConfigurationSchema } from '@nordhub/contracts';
import { useAppWithoutDatabase } from '../../../test/test-app';

// The site configuration never touches the database: one PGlite run covers it.
describe('GET /api/site/configuration-cached', () => {
  const { app, buildWith } = useAppWithoutDatabase();

  it('returns the full configuration, valid against the contract', async () => {
    const response = await app().inject({ url: '/api/site/configuration-cached' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const configuration = siteConfigurationSchema.parse(response.json());
    expect(configuration.site.countries.map((country) => country.value)).toEqual(['DK', 'SE', 'NO', 'FI', 'IS']);
    expect(configuration.site.countries[0]).toEqual({ text: 'Denmark', value: 'DK' });
    expect(configuration.job.roles.map((role) => role.value)).toEqual(jobCategorySchema.options);
    for (const role of configuration.job.roles) {
      expect(role.icon).toBeTruthy();
      expect(role.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(configuration.job.status.map((status) => status.value)).toContain('PENDING_COMPANY_APPROVAL');
    expect(configuration.sdgs).toHaveLength(17);
    expect(configuration.investor.contactPreferences.map((option) => option.value)).toEqual(['EMAIL', 'WEBSITE']);
    expect(configuration.kanban.columnColors.length).toBeGreaterThan(3);
    expect(configuration.products.headhunter).toBe(true);
  });

  it('is cacheable for five minutes with an ETag, and answers 304 when the ETag matches', async () => {
    const first = await app().inject({ url: '/api/site/configuration-cached' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app().inject({ url: '/api/site/configuration-cached', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await app().inject({ url: '/api/site/configuration-cached', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await app().inject({ url: '/api/site/configuration-cached', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('is compressed for clients that accept gzip', async () => {
    const response = await app().inject({ url: '/api/site/configuration-cached', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body: unknown = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(siteConfigurationSchema.safeParse(body).success).toBe(true);
  });

  it('follows HEADHUNTER_ENABLED', async () => {
    const withoutScout = await buildWith({ HEADHUNTER_ENABLED: 'false' });
    try {
      const response = await withoutScout.inject({ url: '/api/site/configuration-cached' });
      expect(response.json().products.headhunter).toBe(false);
    } finally {
      await withoutScout.close();
    }
  });

  it('tells the client whether LinkedIn sign-in is set up', async () => {
    // Outside production without keys the local OpenID provider stands in for LinkedIn.
    const local = await app().inject({ url: '/api/site/configuration-cached' });
    expect(local.json().linkedInSignIn).toBe(true);
    const withKeys = await buildWith({ NODE_ENV: 'production', LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' });
    const withoutKeys = await buildWith({ NODE_ENV: 'production' });
    try {
      expect((await withKeys.inject({ url: '/api/site/configuration-cached' })).json().linkedInSignIn).toBe(true);
      expect((await withoutKeys.inject({ url: '/api/site/configuration-cached' })).json().linkedInSignIn).toBe(false);
    } finally {
      await withKeys.close();
      await withoutKeys.close();
    }
  });

  it('is described in the OpenAPI document served at /api/docs/json', async () => {
    const response = await app().inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site/configuration-cached']));
    expect(document.paths['/api/site/configuration-cached'].get.responses['200']).toBeDefined();
    const page = await app().inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
