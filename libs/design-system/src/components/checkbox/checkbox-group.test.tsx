import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { CheckboxGroup } from './checkbox-group';

const options = [
  { value: 'DA', text: 'Danish' },
  { value: 'SV', text: 'Swedish' },
  { value: 'NO', text: 'Norwegian' },
];

function Controlled({ initial = [], error }: { initial?: string[]; error?: string }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <CheckboxGroup legend="Required language" hint="Any one of those checked is enough." options={options} value={value} onChange={setValue} error={error} />
      <output>{value.join(',') || 'none'}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('keeps the options’ order whatever the order of clicks, and keeps values it has no box for', async () => {
    const { user } = renderWithTheme(<Controlled initial={['IS']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Norwegian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Danish' }));
    expect(screen.getByRole('status')).toHaveTextContent('DA,NO,IS');
    await user.click(screen.getByRole('checkbox', { name: 'Norwegian' }));
    expect(screen.getByRole('status')).toHaveTextContent('DA,IS');
  });

  it('is a group named by its legend and described by its hint and its error, which is announced', () => {
    renderWithTheme(<Controlled error="Please choose at least one language" />);
    const group = screen.getByRole('group', { name: 'Required language' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Any one of those checked is enough. Please choose at least one language');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at least one language');
  });

  it('says nothing of an error when there is none', () => {
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('group', { name: 'Required language' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
