import { makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type User } from '@nordhub/contracts';
import { easyRobotCheck, renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { ContactPage } from './contact-page';

const api = setUpTestApi();
// Typing a whole form and solving the proof of work takes a few seconds on a busy machine.
jest.setTimeout(20_000);

const robotCheck = easyRobotCheck();
const robotCheckRoute = robotCheck.route;
beforeAll(() => robotCheck.installWebCrypto());

const receipt = { id: 'm1', receivedAt: '2026-11-23T10:00:00.000Z', message: 'Thank you, your message is on its way.' };

function renderContact(user: User | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.contact} element={<ContactPage />} />
    </Routes>,
    { route: '/contact', user },
  );
}

async function solveRobotCheck(user: ReturnType<typeof renderContact>['user']) {
  const robot = await screen.findByRole('checkbox', { name: "I'm not a robot" });
  await waitFor(() => expect(robot).toBeEnabled());
  await user.click(robot);
  expect(await screen.findByText('Verified')).toBeInTheDocument();
}

describe('/contact', () => {
  beforeEach(() => {
    robotCheck.reset();
  });

  it('names each missing field and rule under the field, and sends nothing', async () => {
    const calls = api.serve({ 'GET /api/robot-check': robotCheckRoute });
    const { user } = renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose a topic');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(screen.getByText('Please verify you are not a robot')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the message with the solved robot check, then shows the confirmation with focus on it', async () => {
    const calls = api.serve({ 'GET /api/robot-check': robotCheckRoute, 'POST /api/contact': { status: 201, body: receipt } });
    const { user } = renderContact();
    await user.type(await screen.findByLabelText('Name'), 'Sara Nyström');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), "I'm an investor");
    await user.type(screen.getByLabelText('Message'), 'We would like to list our fund.');
    await solveRobotCheck(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const confirmation = await screen.findByRole('region', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent('Thank you, your message is on its way.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, string>;
    expect(sent).toMatchObject({ name: 'Sara Nyström', email: 'sara@example.com', topic: 'INVESTOR', message: 'We would like to list our fund.' });
    expect(JSON.parse(atob(sent.reCaptchaResponse ?? ''))).toMatchObject({ number: 7, algorithm: 'SHA-256' });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it("starts from a signed-in user's name and e-mail", async () => {
    api.serve({ 'GET /api/robot-check': robotCheckRoute });
    renderContact(makeUser({ fullName: 'Anna Berg', email: 'anna@example.com' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Anna Berg');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('puts a failed robot check from the server on the robot check and asks for a fresh one', async () => {
    const calls = api.serve({
      'GET /api/robot-check': robotCheckRoute,
      'POST /api/contact': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'E_ROBOT_CHECK',
          message: 'Please verify you are not a robot',
          fields: [{ path: 'reCaptchaResponse', message: 'Please verify you are not a robot' }],
        },
      },
    });
    const { user } = renderContact();
    await user.type(await screen.findByLabelText('Name'), 'Sara');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Press');
    await user.type(screen.getByLabelText('Message'), 'Press question');
    await solveRobotCheck(user);
    const challenges = () => calls.filter((call) => call.url === '/api/robot-check').length;
    const fetchedBefore = challenges();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please verify you are not a robot')).toBeInTheDocument();
    // A fresh challenge for the next attempt.
    await waitFor(() => expect(challenges()).toBeGreaterThan(fetchedBefore));
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Message sent' })).not.toBeInTheDocument();
  });
});
