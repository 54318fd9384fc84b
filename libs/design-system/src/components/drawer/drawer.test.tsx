import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Astrid
      </button>
      <button type="button">On the page</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Astrid Holm" description="Applied for Backend Engineer" footer={<button type="button">Advance</button>}>
        <label>
          Add a note
          <textarea />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a non-modal dialog labelled by its title that takes focus when it opens', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Astrid' }));
    const drawer = screen.getByRole('dialog', { name: 'Astrid Holm' });
    expect(drawer).toHaveAttribute('aria-modal', 'false');
    expect(drawer).toHaveAccessibleDescription('Applied for Backend Engineer');
    expect(drawer).toHaveFocus();
  });

  it('leaves the page beside it reachable', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Astrid' }));
    await user.click(screen.getByRole('button', { name: 'On the page' }));
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Astrid Holm' })).toBeInTheDocument();
  });

  it('closes on Escape inside it and gives focus back to the opener', async () => {
    const { user } = renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open Astrid' });
    await user.click(opener);
    await user.click(screen.getByLabelText('Add a note'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Astrid' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
