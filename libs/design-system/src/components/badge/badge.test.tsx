import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it.each(['neutral', 'primary', 'success', 'warning', 'danger'] as const)('shows its text in the %s tone', (tone) => {
    renderWithTheme(
      <Badge tone={tone} title="badge">
        Remote
      </Badge>,
    );
    expect(screen.getByTitle('badge')).toHaveTextContent('Remote');
  });

  it('wraps a long label inside its container rather than widening a narrow page', () => {
    renderWithTheme(
      <Badge tone="warning" title="badge">
        Not confirmed in the last 30 days
      </Badge>,
    );
    const badge = screen.getByTitle('badge');
    expect(badge).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(badge).toHaveStyle({ maxWidth: '100%' });
  });
});
