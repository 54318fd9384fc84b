import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { DropdownMenu } from './dropdown-menu';

function setup() {
  const navigated: string[] = [];
  const selected: string[] = [];
  const view = renderWithTheme(
    <DropdownMenu
      trigger="Anna"
      header={<p>Anna Berg</p>}
      onNavigate={(href) => navigated.push(href)}
      items={[
        { id: 'dash', label: 'My dashboard', href: '/client/applicant' },
        { id: 'account', label: 'My Account', href: '/settings' },
        { id: 'out', label: 'Log out', onSelect: () => selected.push('out') },
      ]}
    />,
  );
  return { ...view, navigated, selected };
}

describe('DropdownMenu', () => {
  it('opens on click with the header and the items as menu items', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Anna' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Anna Berg')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My dashboard', 'My Account', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'My dashboard' })).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, and wraps around', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Anna' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My dashboard' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anna' })).toHaveFocus();
  });

  it('navigates link items through onNavigate and runs action items, closing after each', async () => {
    const { user, navigated, selected } = setup();
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigated).toEqual(['/settings']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(selected).toEqual(['out']);
  });

  it('closes when the pointer goes down outside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('reads a hidden prefix before the visible trigger text, keeping what is seen in the name', () => {
    renderWithTheme(<DropdownMenu trigger="Anna Berg" triggerPrefix="Account menu:" items={[{ id: 'out', label: 'Log out', onSelect: () => undefined }]} />);
    const button = screen.getByRole('button', { name: 'Account menu: Anna Berg' });
    // Named by its content, not an aria-label that could drift from the visible text (WCAG 2.5.3).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent('Anna Berg');
  });
});
