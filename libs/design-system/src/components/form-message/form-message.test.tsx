import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { FormMessage } from './form-message';

describe('FormMessage', () => {
  it('announces a success politely and an error at once', () => {
    renderWithTheme(
      <>
        <FormMessage tone="success">Saved</FormMessage>
        <FormMessage tone="error">Failed</FormMessage>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });
});
