import { careersHeadlineMessages, careersSiteSchema, careersSiteSettingsSchema } from '@nordhub/contracts';
import { careersVideoMessage } from '@nordhub/domain';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'nordhub.test,localhost' });
    const manager = await createAccount(db(), { email: 'hero-manager@example.com' });
    const otherManager = await createAccount(db(), { email: 'other-manager@example.com' });
    const fjord = await createCompany(db(), { key: 'fjord-hero', name: 'Fjord Hero', managerId: manager });
    await db().query(`UPDATE companies SET careers_domain = 'careers.fjordhero.example', careers_domain_status = 'verified' WHERE id = $1`, [fjord]);
    await createCompany(db(), { key: 'other-co', name: 'Other Co', managerId: otherManager });
  });
  afterAll(() => app.close());

  const as = signedInBrowsers(() => app, testPassword);
  const english = { defaultLanguage: 'en', languages: ['en'] };
  const lookUp = async () => careersSiteSchema.parse((await app.inject({ url: '/api/companies/domain/careers.fjordhero.example' })).json());
  const put = async (body: object, email = 'hero-manager@example.com') => (await as(email)).put('/api/companies/fjord-hero/careers-site', body);

  it('has no hero until the startup sets one; the careers site then shows it', async () => {
    expect((await (await as('hero-manager@example.com')).get('/api/companies/fjord-hero/careers-site')).json()).toEqual({ hero: null, languages: english });
    expect((await lookUp()).hero).toBeNull();

    const saved = await put({
      headline: '  Build tidal power with us ',
      pitch: 'Twelve engineers in Bergen.',
      picture: { path: 'images/hero.jpg' },
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      primaryColor: '#1D5F8F',
      accentColor: '#1f5e4e',
      jobGrouping: 'place',
    });
    expect(saved.statusCode).toBe(200);
    const hero = {
      headline: 'Build tidal power with us',
      pitch: 'Twelve engineers in Bergen.',
      picture: { path: 'images/hero.jpg' },
      // Kept as the video's canonical watch address.
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      primaryColor: '#1d5f8f',
      accentColor: '#1f5e4e',
      jobGrouping: 'place',
    };
    expect(careersSiteSettingsSchema.parse(saved.json())).toEqual({ hero, languages: english });
    expect((await lookUp()).hero).toEqual(hero);

    // Saving again without the optional fields clears them.
    expect((await put({ headline: 'Build tidal power with us' })).json()).toEqual({
      hero: { headline: 'Build tidal power with us', pitch: '', picture: null, videoUrl: null, primaryColor: null, accentColor: null, jobGrouping: 'team' },
      languages: english,
    });
  });

  it.each([
    [{ headline: '  ' }, 'headline', careersHeadlineMessages.required],
    [{ headline: 'x'.repeat(81) }, 'headline', careersHeadlineMessages.tooLong],
    [{ headline: 'Join us', pitch: 'x'.repeat(241) }, 'pitch', 'The pitch can be at most 240 characters'],
    [{ headline: 'Join us', videoUrl: 'https://example.com/video.mp4' }, 'videoUrl', careersVideoMessage],
    [{ headline: 'Join us', jobGrouping: 'salary' }, 'jobGrouping', undefined],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'E_VALIDATION' });
    const fields = response.json().fields as { path: string; message: string }[];
    expect(fields.map((entry) => entry.path)).toEqual([field]);
    if (message) expect(fields[0]?.message).toBe(message);
  });

  it('refuses a colour white text is unreadable on, naming the field and the contrast rule', async () => {
    const response = await put({ headline: 'Join us', primaryColor: '#1d5f8f', accentColor: '#ffd400' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'accentColor', message: expect.stringMatching(/^White text on the accent colour #ffd400 has a contrast of 1\.\d:1; it needs at least 4\.5:1/) }]);
  });

  it("refuses another startup's manager and a guest", async () => {
    expect((await put({ headline: 'Taken over' }, 'other-manager@example.com')).statusCode).toBe(403);
    expect((await (await as('other-manager@example.com')).get('/api/companies/fjord-hero/careers-site')).statusCode).toBe(403);
    const guest = await app.inject({ method: 'PUT', url: '/api/companies/fjord-hero/careers-site', payload: { headline: 'Guest' } });
    expect(guest.statusCode).toBe(403);
  });
});
