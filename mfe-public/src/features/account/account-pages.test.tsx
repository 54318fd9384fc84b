import { makeUser, type ReceivedCall, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { type User } from '@nordhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SettingsPage } from './account-pages';

const api = setUpTestApi();

const anna = makeUser();

function renderSettings(routes: TestRoutes = {}, user: User | null = anna) {
  const calls = api.serve(routes);
  return { ...renderWithProviders(<SettingsPage />, { user, route: '/settings' }), calls };
}

const section = (name: string) => screen.getByRole('region', { name });
const puts = (calls: ReceivedCall[]) => calls.filter((call) => call.method === 'PUT');

describe('My Account', () => {
  it('has the page heading and one section per form, headings in order', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Name',
      'E-mail',
      'Change password',
      'Profile image',
    ]);
  });

  it('renders only the heading for a guest', () => {
    renderSettings({}, null);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves the name and says so; the request is sent once however often the button is pressed', async () => {
    const { user, calls } = renderSettings({
      'PUT /api/users/me': { status: 200, body: makeUser({ name: { first: 'Astrid', last: 'Berg' } }), delayMs: 50 },
    });
    const form = within(section('Name'));
    expect(form.getByLabelText('First name')).toHaveValue('Anna');
    await user.clear(form.getByLabelText('First name'));
    await user.type(form.getByLabelText('First name'), 'Astrid');
    await user.click(form.getByRole('button', { name: 'Save name' }));
    await user.click(form.getByRole('button', { name: 'Save name' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your name is saved');
    expect(puts(calls)).toEqual([{ method: 'PUT', url: '/api/users/me', body: { name: { first: 'Astrid', last: 'Berg' } } }]);
  });

  it('shows the validation messages of the spec and sends nothing', async () => {
    const { user, calls } = renderSettings();
    const name = within(section('Name'));
    await user.clear(name.getByLabelText('First name'));
    await user.clear(name.getByLabelText('Last name'));
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText('Please enter first name')).toBeInTheDocument();
    expect(name.getByText('Please enter last name')).toBeInTheDocument();
    expect(name.getByLabelText('First name')).toHaveAccessibleDescription('Please enter first name');
    await user.type(name.getByLabelText('Last name'), 'x'.repeat(51));
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText('Last name must be at most 50 characters')).toBeInTheDocument();

    const email = within(section('E-mail'));
    await user.clear(email.getByLabelText('Email'));
    await user.type(email.getByLabelText('Email'), 'not-an-address');
    await user.click(email.getByRole('button', { name: 'Save e-mail' }));
    expect(await email.findByText('Please enter your email address')).toBeInTheDocument();

    const password = within(section('Change password'));
    await user.type(password.getByLabelText('New password'), 'weakpass');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Please enter your password')).toBeInTheDocument();
    expect(password.getByText('Please enter a valid password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for the current password once the e-mail differs, and says the new address must confirm by its link', async () => {
    const { user, calls } = renderSettings({ 'PUT /api/users/me': { status: 200, body: anna } });
    const form = within(section('E-mail'));
    expect(form.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'Astrid@Example.com');
    await user.click(form.getByRole('button', { name: 'Save e-mail' }));
    expect(await form.findByText('Enter your current password to change your email address')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await user.type(form.getByLabelText('Current password'), 'Secret-pass1');
    await user.click(form.getByRole('button', { name: 'Save e-mail' }));
    // The server keeps the old address until the link is opened.
    expect(await form.findByRole('status')).toHaveTextContent(`We have sent a link to astrid@example.com. Open it to change your e-mail address; until then you sign in with ${anna.email}.`);
    expect(puts(calls)[0]?.body).toEqual({ email: 'astrid@example.com', currentPassword: 'Secret-pass1' });
    expect(form.getByLabelText('Email')).toHaveValue(anna.email);
    expect(form.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('shows a wrong current password on its field', async () => {
    const { user } = renderSettings({
      'PUT /api/users/me': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Your current password is not correct', fields: [{ path: 'currentPassword', message: 'Your current password is not correct' }] },
      },
    });
    const form = within(section('E-mail'));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'astrid@example.com');
    await user.type(form.getByLabelText('Current password'), 'Wrong-pass1');
    await user.click(form.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct'));
  });

  it('shows the server error on the field it names', async () => {
    const { user } = renderSettings({
      'PUT /api/users/me': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'E_ACCOUNT_EXISTS',
          message: 'This e-mail address belongs to another account',
          fields: [{ path: 'email', message: 'This e-mail address belongs to another account' }],
        },
      },
    });
    const form = within(section('E-mail'));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'taken@example.com');
    await user.type(form.getByLabelText('Current password'), 'Secret-pass1');
    await user.click(form.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() =>
      expect(form.getByLabelText('Email')).toHaveAccessibleDescription('This e-mail address belongs to another account'),
    );
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('status')).not.toBeInTheDocument();
  });

  it('changes the password with the strength hints, then clears the fields', async () => {
    const { user, calls } = renderSettings({ 'PUT /api/users/me': { status: 200, body: anna } });
    const form = within(section('Change password'));
    await user.type(form.getByLabelText('Current password'), 'Old-pass-1');
    await user.type(form.getByLabelText('New password'), 'New-pass-2');
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 characters \(met\)/);
    expect(form.getByRole('list', { name: 'Password requirements' })).toHaveTextContent('A special character (met)');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your password is changed');
    expect(puts(calls)[0]?.body).toEqual({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' });
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it("shows a wrong current password on that field with the server's message", async () => {
    const message = 'Your current password is not correct';
    const { user } = renderSettings({
      'PUT /api/users/me': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message, fields: [{ path: 'currentPassword', message }] },
      },
    });
    const form = within(section('Change password'));
    await user.type(form.getByLabelText('Current password'), 'Wrong-pass-1');
    await user.type(form.getByLabelText('New password'), 'New-pass-2');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(message));
    // On the field only (announced there), not repeated as a message for the whole form.
    expect(form.getAllByRole('alert')).toHaveLength(1);
    expect(form.getByRole('alert')).toHaveTextContent(message);
  });

  it('uploads a chosen image with a progress bar, then saves its path', async () => {
    const uploaded = { path: 'images/anna.png', url: '/images/anna.png', name: 'anna.png', size: 4, contentType: 'image/png' };
    const { user, calls } = renderSettings({
      'POST /api/upload/image': { status: 201, body: uploaded, delayMs: 50 },
      'PUT /api/users/me': { status: 200, body: makeUser({ imageUrl: '/images/anna.png' }) },
    });
    const form = within(section('Profile image'));
    expect(form.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await user.upload(form.getByLabelText('Profile image'), new File([new Uint8Array([137, 80, 78, 71])], 'anna.png', { type: 'image/png' }));
    expect(form.getByRole('progressbar')).toBeInTheDocument();
    expect(await form.findByRole('status')).toHaveTextContent('Your profile image is saved');
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(String(calls.find((call) => call.url === '/api/upload/image')?.body)).toContain('filename="anna.png"');
    expect(puts(calls)[0]?.body).toEqual({ imagePath: 'images/anna.png' });
  });

  it('shows a refused upload on the file field', async () => {
    const { user } = renderSettings({
      'POST /api/upload/image': { status: 413, body: { statusCode: 413, code: 'E_VALIDATION', message: 'The image must be at most 5 MB' } },
    });
    const form = within(section('Profile image'));
    await user.upload(form.getByLabelText('Profile image'), new File([new Uint8Array(4)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(/The image must be at most 5 MB/));
  });

  it('removes the image', async () => {
    const { user, calls } = renderSettings(
      { 'PUT /api/users/me': { status: 200, body: anna } },
      makeUser({ imageUrl: '/images/anna.png' }),
    );
    const form = within(section('Profile image'));
    await user.click(form.getByRole('button', { name: 'Remove' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your profile image is removed');
    expect(puts(calls)[0]?.body).toEqual({ imagePath: null });
  });
});
