import { PROFESSIONAL_NETWORK_POPUP } from '@nordhub/domain';
import { LinkedInPopupError, openLinkedInPopup } from './linkedin-popup';

type FakePopup = { closed: boolean; close?: () => void };

/** jsdom has no popups: window.open is replaced by one that records the call. */
function withPopup(popup: FakePopup | null) {
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { open, restore: () => open.mockRestore() };
}

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('openLinkedInPopup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens an 800 by 650 popup at the start URL with the intent, resolves with the outcome the callback posts and closes the popup', async () => {
    const popup = { closed: false, close: jest.fn() };
    const { open, restore } = withPopup(popup);
    const result = openLinkedInPopup('sign-up');
    expect(open).toHaveBeenCalledWith('/api/linkedin/start?intent=sign-up', 'nordhub-linkedin', expect.stringContaining('width=800,height=650'));
    post({ source: 'nordhub-linkedin', outcome: 'signed-up', message: 'Your Nordhub account is created and you are signed in.' });
    await expect(result).resolves.toEqual({ outcome: 'signed-up', message: 'Your Nordhub account is created and you are signed in.' });
    expect(popup.close).toHaveBeenCalled();
    restore();
  });

  it('raises an answer with an outcome it does not know', async () => {
    const { restore } = withPopup({ closed: false, close: () => undefined });
    const result = openLinkedInPopup('sign-in');
    post({ source: 'nordhub-linkedin', accessToken: 'a token from an old server', expiresAt: 1 });
    await expect(result).rejects.toThrow('LinkedIn could not sign you in. Please try again.');
    restore();
  });

  it('counts a closed popup as not authorised, noticed at the next 250 ms check', async () => {
    const popup = { closed: false };
    const { restore } = withPopup(popup);
    const result = openLinkedInPopup('sign-in');
    popup.closed = true;
    jest.advanceTimersByTime(PROFESSIONAL_NETWORK_POPUP.pollIntervalMs);
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('counts a cancelled sign-in as not authorised', async () => {
    const { restore } = withPopup({ closed: false, close: () => undefined });
    const result = openLinkedInPopup('sign-in');
    post({ source: 'nordhub-linkedin', error: 'access_denied', description: 'cancelled' });
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('raises other failures with their description', async () => {
    const { restore } = withPopup({ closed: false, close: () => undefined });
    const result = openLinkedInPopup('sign-in');
    post({ source: 'nordhub-linkedin', error: 'failed', description: 'LinkedIn could not sign you in. Please try again.' });
    await expect(result).rejects.toThrow('LinkedIn could not sign you in. Please try again.');
    restore();
  });

  it('ignores messages from other origins and other senders', async () => {
    const popup = { closed: false };
    const { restore } = withPopup(popup);
    const result = openLinkedInPopup('sign-in');
    post({ source: 'nordhub-linkedin', outcome: 'signed-in', message: 'forged' }, 'https://evil.example');
    post({ source: 'someone-else', outcome: 'signed-in', message: 'other' });
    popup.closed = true;
    jest.advanceTimersByTime(PROFESSIONAL_NETWORK_POPUP.pollIntervalMs);
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('explains a blocked popup', async () => {
    const { restore } = withPopup(null);
    await expect(openLinkedInPopup('sign-in')).rejects.toEqual(new LinkedInPopupError('Please allow pop-ups for this site to sign in with LinkedIn.'));
    restore();
  });
});
