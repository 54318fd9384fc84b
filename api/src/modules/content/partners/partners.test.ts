import { partnerSchema, partnersPageSchema } from '@nordhub/contracts';
import { forEachDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  const app = useTestApp(db, {
    seed: (database) =>
      database.query(
        `INSERT INTO partners (key, name, website, logo_path, category, description, position) VALUES
          ('fjord-accelerator', 'Fjord Accelerator', 'https://fjord.example', 'partners/fjord.png', 'accelerator', 'Twelve-week programme', 2),
          ('arctic-founders', 'Arctic Founders', 'https://arctic.example', NULL, 'community', 'Founders helping founders', 1)`,
      ),
  });

  it('answers the partners page with no text while the page has none, then with its body text', async () => {
    const empty = await app().inject({ method: 'GET', url: '/api/pages/partners' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().page.content).toEqual({ bodyText: '' });

    await db().query(`INSERT INTO pages (key, title, body_text) VALUES ('partners', 'Our partners', 'We work with the best.')`);
    const response = await app().inject({ method: 'GET', url: '/api/pages/partners' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    // Exactly the contract's shape: { page: { partners, content: { bodyText } } }.
    expect(Object.keys(body)).toEqual(['page']);
    expect(Object.keys(body.page).sort()).toEqual(['content', 'partners']);
    const { page } = partnersPageSchema.parse(body);
    expect(page.content.bodyText).toBe('We work with the best.');
    expect(page.partners.map((partner) => partner.key)).toEqual(['arctic-founders', 'fjord-accelerator']);
    expect(page.partners[1]).toMatchObject({ name: 'Fjord Accelerator', website: 'https://fjord.example', logo: { path: 'partners/fjord.png' }, category: 'accelerator', description: 'Twelve-week programme' });
  });

  it('opens one partner for its landing page; an unknown key is 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/partners/arctic-founders' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(partnerSchema.parse(response.json())).toMatchObject({ name: 'Arctic Founders', logo: null, category: 'community' });
    const missing = await app().inject({ method: 'GET', url: '/api/partners/nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'E_NOT_FOUND', message: 'No partner with the key nobody' });
  });
});
