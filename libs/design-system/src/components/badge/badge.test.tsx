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
});
