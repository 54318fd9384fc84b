import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Container, SkipLink, Stack, VisuallyHidden } from './layout';

describe('layout primitives', () => {
  it.each([
    ['sm', '700px'],
    ['md', '800px'],
    ['lg', '1000px'],
    ['xl', '1360px'],
  ] as const)('Container %s is at most %s wide', (size, width) => {
    renderWithTheme(<Container size={size}>Job</Container>);
    expect(screen.getByText('Job')).toHaveStyle({ maxWidth: width });
  });

  it('Stack spaces its children with a spacing token', () => {
    renderWithTheme(
      <Stack gap="lg" direction="row">
        <span>One</span>
      </Stack>,
    );
    expect(screen.getByText('One').parentElement).toHaveStyle({ gap: '16px', flexDirection: 'row' });
  });

  it('VisuallyHidden keeps text for assistive technology', () => {
    renderWithTheme(
      <button type="button">
        <VisuallyHidden>Save job</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
  });

  it('SkipLink points at the main landmark', () => {
    renderWithTheme(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
