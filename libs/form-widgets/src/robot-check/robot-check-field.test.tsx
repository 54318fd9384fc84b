import { setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RobotCheckField } from './robot-check-field';

const api = setUpTestApi();

afterAll(async () => {
  delete window.grecaptcha;
});

/** Stands in for Google's script (already on the page), recording what the widget asks of it. */
function installReCaptcha() {
  const rendered: { sitekey: string; callback: (token: string) => void; expired: () => void }[] = [];
  const resets: number[] = [];
  window.grecaptcha = {
    render: (_container, options) => {
      rendered.push({ sitekey: options.sitekey, callback: options.callback, expired: options['expired-callback'] });
      return rendered.length;
    },
    reset: (id) => resets.push(id ?? -1),
  };
  return { rendered, resets };
}

async function renderField() {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<Harness />);
  });
  if (!result) throw new Error('not rendered');
  return result;
}

function Harness() {
  const [answer, setAnswer] = useState('');
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <RobotCheckField resetKey={resetKey} onChange={setAnswer} />
      <output aria-label="Answer">{answer}</output>
      <button type="button" onClick={() => setResetKey((key) => key + 1)}>
        Try again
      </button>
    </>
  );
}

describe('the robot check with reCAPTCHA configured', () => {
  it("renders Google's widget with the site key, passes its token on, and asks for a new one after an attempt", async () => {
    api.serve({ 'GET /api/robot-check': { status: 200, body: { provider: 'recaptcha', siteKey: 'site-key-123' } } });
    const { rendered, resets } = installReCaptcha();
    const { user } = await renderField();

    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]!.sitekey).toBe('site-key-123');
    expect(screen.queryByLabelText("I'm not a robot")).not.toBeInTheDocument();

    act(() => rendered[0]!.callback('token-from-google'));
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('token-from-google');
    // The fresh widget is not reset when it becomes ready: that would wipe a token already given.
    await act(async () => {});
    expect(resets).toEqual([]);
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('token-from-google');

    // A token counts once: the next attempt resets the widget and clears the answer.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resets).toContain(1));
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('');

    act(() => rendered[0]!.callback('second-token'));
    act(() => rendered[0]!.expired());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('');
  });
});
