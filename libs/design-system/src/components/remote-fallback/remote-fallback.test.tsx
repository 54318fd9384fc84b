import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { RemoteFallback } from './remote-fallback';

describe('RemoteFallback', () => {
  it('explains the failure and retries on request', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(<RemoteFallback onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
