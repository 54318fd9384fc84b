import { PROFESSIONAL_NETWORK_POPUP } from '@nordhub/domain';
import { LinkedInPopupError, linkedInStartPath, openLinkedInPopup } from './linkedin-popup';

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

  it('opens an 800 by 650 popup at the start URL, resolves with the token the callback posts and closes the popup', async () => {
    const popup = { closed: false, close: jest.fn() };
    const { open, restore } = withPopup(popup);
    const result = openLinkedInPopup();
    expect(open).toHaveBeenCalledWith(linkedInStartPath, 'nordhub-linkedin', expect.stringContaining('width=800,height=650'));
    post({ source: 'nordhub-linkedin', accessToken: 'token-1', expiresAt: 123 });
    await expect(result).resolves.toEqual({ accessToken: 'token-1', expiresAt: 123 });
    expect(popup.close).toHaveBeenCalled();
    restore();
  });

  it('counts a closed popup as not authorised, noticed at the next 250 ms check', async () => {
    const popup = { closed: false };
    const { restore } = withPopup(popup);
    const result = openLinkedInPopup();
    popup.closed = true;
    jest.advanceTimersByTime(PROFESSIONAL_NETWORK_POPUP.pollIntervalMs);
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('counts a cancelled sign-in as not authorised', async () => {
    const { restore } = withPopup({ closed: false, close: () => undefined });
    const result = openLinkedInPopup();
    post({ source: 'nordhub-linkedin', error: 'access_denied', description: 'cancelled' });
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('raises other failures with their description', async () => {
    const { restore } = withPopup({ closed: false, close: () => undefined });
    const result = openLinkedInPopup();
    post({ source: 'nordhub-linkedin', error: 'failed', description: 'LinkedIn could not sign you in. Please try again.' });
    await expect(result).rejects.toThrow('LinkedIn could not sign you in. Please try again.');
    restore();
  });

  it('ignores messages from other origins and other senders', async () => {
    const popup = { closed: false };
    const { restore } = withPopup(popup);
    const result = openLinkedInPopup();
    post({ source: 'nordhub-linkedin', accessToken: 'stolen', expiresAt: 1 }, 'https://evil.example');
    post({ source: 'someone-else', accessToken: 'other', expiresAt: 1 });
    popup.closed = true;
    jest.advanceTimersByTime(PROFESSIONAL_NETWORK_POPUP.pollIntervalMs);
    await expect(result).resolves.toBeNull();
    restore();
  });

  it('explains a blocked popup', async () => {
    const { restore } = withPopup(null);
    await expect(openLinkedInPopup()).rejects.toEqual(new LinkedInPopupError('Please allow pop-ups for this site to sign in with LinkedIn.'));
    restore();
  });
});
