import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Select } from './select';

const options = [
  { value: 'DK', text: 'Denmark' },
  { value: 'SE', text: 'Sweden' },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select label="Country" placeholder="Any country" options={options} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled and offers the placeholder and the options', () => {
    renderWithTheme(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any country', 'Denmark', 'Sweden']);
    expect(select).toHaveValue('');
  });

  it('reports the chosen value', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Sweden');
    expect(screen.getByRole('status')).toHaveTextContent('SE');
  });

  it('can hide its label visually and go without a placeholder', () => {
    renderWithTheme(<Select label="Sort" hideLabel options={options} defaultValue="SE" />);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('SE');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('Select with an error', () => {
  it('marks the select invalid and links the message to it', () => {
    renderWithTheme(<Select label="Topic" placeholder="Choose a topic" options={options} error="Please choose a topic" />);
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a topic');
    // Announced as it appears, since focus may be elsewhere (the submit button).
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a topic');
  });

  it('may shrink below its longest option and never grows past its container (reflow at 320 px)', () => {
    renderWithTheme(<Select label="Job" options={[{ value: 'a', text: 'A job title long enough to be wider than a small phone screen' }]} />);
    const select = screen.getByRole('combobox', { name: 'Job' });
    expect(select).toHaveStyle({ maxWidth: '100%' });
    expect(select.parentElement).toHaveStyle({ minWidth: '0', maxWidth: '100%' });
  });
});
