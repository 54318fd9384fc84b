import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Modal, type ModalProps } from './modal';

function Harness({ dismissible, size }: Pick<ModalProps, 'dismissible' | 'size'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Log in"
        dismissible={dismissible}
        size={size}
        footer={<button type="button">Submit</button>}
      >
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title and focuses its first field', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Submit' });

    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and backdrop and has no close button when not dismissible', async () => {
    const { user } = renderWithTheme(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it.each([
    ['default', '560px'],
    ['large', '660px'],
    ['lg', '760px'],
    ['xl', '960px'],
  ] as const)('is at most %s wide (%s)', async (size, width) => {
    const { user } = renderWithTheme(<Harness size={size} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: width });
  });

  it('lets only the innermost of nested dialogs react to Escape', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button">Outer action</button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inner action</button>
          </Modal>
        </Modal>
      );
    }
    const { user } = renderWithTheme(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});

/** A dialog of two steps: the first step's button gives way to the second step's field. */
function TwoSteps() {
  const [step, setStep] = useState<'choose' | 'log-in'>('choose');
  return (
    <Modal open onClose={() => undefined} title="Join">
      {step === 'choose' ? (
        <button type="button" onClick={() => setStep('log-in')}>
          Log in
        </button>
      ) : (
        <label>
          Password
          <input type="password" />
        </label>
      )}
    </Modal>
  );
}

describe('Modal steps', () => {
  it('moves focus to the next step’s first control when the focused one is replaced', async () => {
    const { user } = renderWithTheme(<TwoSteps />);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Not lost to the page body, where typing would reach nothing.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});

describe('Modal page scroll', () => {
  it('locks page scrolling while open and restores it after', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
