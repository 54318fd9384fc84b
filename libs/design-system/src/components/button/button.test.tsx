import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a plain button (not a form submit) unless asked', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading but stays focusable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('does not leak style props to the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="sm" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('variant');
  });
});

describe('ButtonLink', () => {
  it('is a link with the button looks and no style props in the DOM', () => {
    renderWithTheme(
      <ButtonLink href="https://example.com/share" variant="secondary" size="sm" target="_blank" rel="noopener noreferrer">
        LinkedIn
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'LinkedIn' });
    expect(link).toHaveAttribute('href', 'https://example.com/share');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('variant');
    expect(link).not.toHaveAttribute('size');
  });
});
