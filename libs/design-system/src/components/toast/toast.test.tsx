import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Toast, ToastRegion } from './toast';

describe('Toast', () => {
  it('sits in a polite live region and is at most 350px wide', () => {
    renderWithTheme(
      <ToastRegion>
        <Toast title="Saved">The job was saved</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('SavedThe job was saved');
    expect(toast).toHaveStyle({ maxWidth: '350px' });
  });

  it('announces errors as alerts and can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithTheme(
      <Toast tone="error" onDismiss={onDismiss}>
        Invalid email or password
      </Toast>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
