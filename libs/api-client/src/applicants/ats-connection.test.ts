import { openAtsPopup, AtsPopupError } from './ats-connection';

/** jsdom has no popups: window.open is replaced by one that records the call. */
function withPopup(popup: { closed: boolean; close?: () => void } | null) {
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { open, restore: () => open.mockRestore() };
}
const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));

describe('openAtsPopup', () => {
  it("opens the company's start URL in the shared 800 by 650 popup and resolves true once connected", async () => {
    const popup = { closed: false, close: jest.fn() };
    const { open, restore } = withPopup(popup);
    const result = openAtsPopup('fjord-labs');
    expect(open).toHaveBeenCalledWith('/api/companies/fjord-labs/ats/start', 'nordhub-ats', expect.stringContaining('width=800,height=650'));
    // The professional-network popup's answers are not ours.
    post({ source: 'nordhub-linkedin', accessToken: 'x', expiresAt: 1 });
    post({ source: 'nordhub-ats', connected: true });
    await expect(result).resolves.toBe(true);
    expect(popup.close).toHaveBeenCalled();
    restore();
  });

  it('counts access_denied as not authorised (false), and raises other failures', async () => {
    const { restore } = withPopup({ closed: false, close: jest.fn() });
    const denied = openAtsPopup('fjord-labs');
    post({ source: 'nordhub-ats', error: 'access_denied', description: 'The connection was cancelled.' });
    await expect(denied).resolves.toBe(false);
    const failed = openAtsPopup('fjord-labs');
    post({ source: 'nordhub-ats', error: 'failed', description: 'You do not manage this startup' });
    await expect(failed).rejects.toEqual(new AtsPopupError('You do not manage this startup'));
    restore();
  });
});
