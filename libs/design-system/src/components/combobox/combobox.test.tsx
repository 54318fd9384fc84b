import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Combobox } from './combobox';

const options = [
  { value: 'Copenhagen', detail: '12 jobs' },
  { value: 'Copenhagen Airport', detail: '1 job' },
];

function Harness({ onOptionSelect = () => undefined }: { onOptionSelect?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox label="Location" value={value} onValueChange={setValue} options={value ? options : []} onOptionSelect={onOptionSelect} />
    </form>
  );
}

describe('Combobox', () => {
  it('shows the suggestions in a listbox while typing', async () => {
    const { user } = renderWithTheme(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'cop');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Location suggestions' })).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Copenhagen12 jobs', 'Copenhagen Airport1 job']);
  });

  it('moves the active option with the arrow keys and chooses it with Enter', async () => {
    const chosen = jest.fn();
    const { user } = renderWithTheme(<Harness onOptionSelect={chosen} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'cop');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Copenhagen Airport');
    expect(chosen).toHaveBeenCalledWith('Copenhagen Airport');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and opens again with the arrow keys', async () => {
    const { user } = renderWithTheme(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'cop');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
  });

  it('chooses an option by click and closes on blur', async () => {
    const { user } = renderWithTheme(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'cop');
    await user.click(screen.getByRole('option', { name: /12 jobs/ }));
    expect(box).toHaveValue('Copenhagen');
    expect(box).toHaveFocus();
    await user.type(box, 'x');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
