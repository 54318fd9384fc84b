import { toolSchema } from '@nordhub/contracts';
import * as z from 'zod';
import { forEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  const app = useTestApp(db, {
    seed: (database) =>
      database.query(
        `INSERT INTO tools (key, name, description, website, logo_path, category, position) VALUES
          ('hirely-ats', 'Hirely ATS', 'Applicant tracking', 'https://hirely.example', 'tools/hirely.png', 'hiring', 2),
          ('ledgerleaf', 'LedgerLeaf', 'Bookkeeping', 'https://ledgerleaf.example', NULL, 'finance', 1),
          ('onboardly', 'Onboardly', 'Checklists', 'https://onboardly.example', NULL, 'hiring', 3),
          ('misc-tool', 'Misc', 'No category', '', NULL, NULL, 4)`,
      ),
  });

  it("lists every tool in the editors' order, cacheable", async () => {
    const response = await app().inject({ method: 'GET', url: '/api/tools' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const tools = z.array(toolSchema).parse(response.json());
    expect(tools.map((tool) => tool.key)).toEqual(['ledgerleaf', 'hirely-ats', 'onboardly', 'misc-tool']);
    expect(tools[1]).toMatchObject({ name: 'Hirely ATS', description: 'Applicant tracking', website: 'https://hirely.example', logo: { path: 'tools/hirely.png' }, category: 'hiring' });
  });

  it('keeps one category, and names a category that is not one of the site configuration', async () => {
    const hiring = z.array(toolSchema).parse((await app().inject({ method: 'GET', url: '/api/tools?category=hiring' })).json());
    expect(hiring.map((tool) => tool.key)).toEqual(['hirely-ats', 'onboardly']);
    expect((await app().inject({ method: 'GET', url: '/api/tools?category=design' })).json()).toEqual([]);
    const bad = await app().inject({ method: 'GET', url: '/api/tools?category=astrology' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'category', message: expect.stringMatching(/^Must be one of: hiring, finance/) }]);
  });

  it('opens one tool by key; an unknown key is 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/tools/ledgerleaf' });
    expect(response.statusCode).toBe(200);
    expect(toolSchema.parse(response.json())).toMatchObject({ key: 'ledgerleaf', name: 'LedgerLeaf', logo: null, category: 'finance' });
    const missing = await app().inject({ method: 'GET', url: '/api/tools/no-such-tool' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'E_NOT_FOUND', message: 'No tool with the key no-such-tool' });
  });
});
