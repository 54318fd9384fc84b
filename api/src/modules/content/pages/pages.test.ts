import { contentPageSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  let withoutHeadhunter: App;

  beforeAll(async () => {
    app = await buildTestApp(db());
    withoutHeadhunter = await buildTestApp(db(), { HEADHUNTER_ENABLED: 'false' });
    await db().query(
      `INSERT INTO pages (key, title, body_text, content) VALUES
        ('about', 'About Nordhub', 'The job marketplace for Nordic startups.', '{"sections": [{"title": "Why we exist", "bodyText": "Startups grow with people."}]}'),
        ('terms', 'Terms of service', 'These terms apply to everyone.', '{"unrelated": true}'),
        ('scout', 'Scout', 'A headhunter finds your next hire.', '{}'),
        ('partners', 'Our partners', 'Partners text', '{}'),
        ('secret', 'Not a content page', 'Hidden', '{}')
       ON CONFLICT (key) DO UPDATE SET title = EXCLUDED.title, body_text = EXCLUDED.body_text, content = EXCLUDED.content`,
    );
  });
  afterAll(async () => {
    await app.close();
    await withoutHeadhunter.close();
  });

  it('answers a content page by key with its title, text and sections', async () => {
    const response = await new TestBrowser(app).get('/api/pages/about');
    expect(response.statusCode).toBe(200);
    expect(contentPageSchema.parse(response.json())).toMatchObject({
      key: 'about',
      title: 'About Nordhub',
      bodyText: 'The job marketplace for Nordic startups.',
      sections: [{ title: 'Why we exist', bodyText: 'Startups grow with people.' }],
    });
    // Content without sections gives none.
    expect((await new TestBrowser(app).get('/api/pages/terms')).json()).toMatchObject({ title: 'Terms of service', sections: [] });
  });

  it('404s unknown keys, rows that are not content pages, and content pages with no text yet', async () => {
    for (const key of ['no-such-page', 'secret', 'privacy-policy']) {
      const response = await new TestBrowser(app).get(`/api/pages/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No page with the key ${key}`);
    }
  });

  it('leaves /pages/partners to the partners page', async () => {
    const response = await new TestBrowser(app).get('/api/pages/partners');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('bodyText');
  });

  it('hides the scout and headhunter pages while the headhunter product is off', async () => {
    expect((await new TestBrowser(app).get('/api/pages/scout')).json()).toMatchObject({ key: 'scout', title: 'Scout' });
    const off = await new TestBrowser(withoutHeadhunter).get('/api/pages/scout');
    expect(off.statusCode).toBe(404);
    expect((await new TestBrowser(withoutHeadhunter).get('/api/pages/about')).statusCode).toBe(200);
  });
});
