import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { careersLanguagesMessages, type CareersLanguages } from '@nordhub/contracts';
import { toastsAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CareersLanguagesEditor } from './careers-languages-editor';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });
const english: CareersLanguages = { defaultLanguage: 'en', languages: ['en'] };

function renderEditor(routes: TestRoutes = {}) {
  const calls = api.serve(routes);
  return { ...renderWithProviders(<CareersLanguagesEditor company="nordlys" languages={english} />, { user: manager }), calls };
}

const offered = () => within(screen.getByRole('group', { name: /Languages visitors can switch to/ }));

describe('the careers site languages editor', () => {
  it('offers the default language it chooses, and saves the default with the offered ones', async () => {
    const saved = { hero: null, languages: { defaultLanguage: 'nb', languages: ['nb', 'en'] } };
    const { user, calls, store } = renderEditor({ 'PUT /api/companies/nordlys/careers-site/languages': { status: 200, body: saved } });
    await user.selectOptions(screen.getByLabelText('Default language'), 'Norsk bokmål');
    expect(offered().getByRole('checkbox', { name: 'Norsk bokmål' })).toBeChecked();
    expect(offered().getByRole('checkbox', { name: 'English' })).toBeChecked();
    await user.click(offered().getByRole('checkbox', { name: 'Svenska' }));
    await user.click(offered().getByRole('checkbox', { name: 'Svenska' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    await waitFor(() => expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ message: 'Languages saved', tone: 'success' })]));
    expect(calls.map((call) => call.body)).toEqual([{ defaultLanguage: 'nb', languages: ['nb', 'en'] }]);
  });

  it('puts a 400 from the server under the field it names', async () => {
    const { user } = renderEditor({
      'PUT /api/companies/nordlys/careers-site/languages': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Bad input', fields: [{ path: 'languages', message: careersLanguagesMessages.withoutDefault }] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await screen.findByText(careersLanguagesMessages.withoutDefault)).toBeInTheDocument();
  });
});
