import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { careersHeadlineMessages, type CareersHero } from '@nordhub/contracts';
import { toastsAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CareersHeroEditor } from './careers-hero-editor';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const hero: CareersHero = {
  headline: 'Light up the grid with us',
  pitch: 'Small teams.',
  picture: null,
  videoUrl: null,
  primaryColor: null,
  accentColor: null,
  jobGrouping: 'team',
};

function renderEditor(routes: TestRoutes = {}, current: CareersHero | null = hero) {
  const calls = api.serve(routes);
  return { ...renderWithProviders(<CareersHeroEditor company="nordlys" hero={current} startup={{ name: 'Nordlys', logoImage: null }} />, { user: manager }), calls };
}

const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('the careers hero editor', () => {
  it('redraws the preview as the startup types, before saving', async () => {
    const { user, calls } = renderEditor();
    expect(within(preview()).getByRole('heading', { name: 'Light up the grid with us' })).toBeInTheDocument();
    const headline = screen.getByLabelText(/^Headline/);
    await user.clear(headline);
    await user.type(headline, 'Build tidal power');
    expect(within(preview()).getByRole('heading', { name: 'Build tidal power' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pitch'), ' Twelve engineers.');
    expect(within(preview()).getByText('Small teams. Twelve engineers.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(within(preview()).getByRole('link', { name: /Watch our video on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(preview()).getByRole('link', { name: 'See open jobs' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says which colour fails the contrast rule as it is typed, and saves nothing with it', async () => {
    const { user, calls } = renderEditor();
    await user.type(screen.getByLabelText('Accent colour'), '#ffd400');
    expect(await screen.findByText(/White text on the accent colour #ffd400 has a contrast of 1\.\d:1; it needs at least 4\.5:1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save careers site' }));
    expect(calls).toEqual([]);
  });

  it('asks for a headline before saving', async () => {
    const { user, calls } = renderEditor({}, null);
    await user.click(screen.getByRole('button', { name: 'Save careers site' }));
    expect(await screen.findByText(careersHeadlineMessages.required)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the hero and the grouping', async () => {
    const saved = { ...hero, headline: 'Build tidal power', jobGrouping: 'place' };
    const { user, calls, store } = renderEditor({ 'PUT /api/companies/nordlys/careers-site': { status: 200, body: { hero: saved, languages: { defaultLanguage: 'en', languages: ['en'] } } } });
    const headline = screen.getByLabelText(/^Headline/);
    await user.clear(headline);
    await user.type(headline, 'Build tidal power');
    await user.selectOptions(screen.getByLabelText('Group the open jobs'), 'By place');
    await user.click(screen.getByRole('button', { name: 'Save careers site' }));
    await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ message: 'Careers site saved', tone: 'success' })]));
    expect(calls.map((call) => call.body)).toEqual([expect.objectContaining({ headline: 'Build tidal power', jobGrouping: 'place' })]);
  });

  it('puts a 400 from the server under the field it names', async () => {
    const message = 'Please enter the address of a YouTube or Vimeo video';
    const { user } = renderEditor({
      'PUT /api/companies/nordlys/careers-site': { status: 400, body: { statusCode: 400, code: 'E_VALIDATION', message: 'Bad input', fields: [{ path: 'videoUrl', message }] } },
    });
    await user.click(screen.getByRole('button', { name: 'Save careers site' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
