import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('offers a Browse button described by the chosen file', () => {
    renderWithTheme(<FileInput label="Company logo" onChange={() => undefined} />);
    expect(screen.getByLabelText('Company logo')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription('Company logo No file chosen');
  });

  it('shows the chosen file name and reports the file', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<FileInput label="CV" accept=".pdf" onChange={onChange} />);
    const file = new File(['%PDF'], 'astrid-cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('CV'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('astrid-cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription('CV astrid-cv.pdf');
  });

  it('opens the native picker from the Browse button', async () => {
    const { user } = renderWithTheme(<FileInput label="CV" onChange={() => undefined} />);
    const input = screen.getByLabelText('CV');
    const onPickerClick = jest.fn();
    input.addEventListener('click', onPickerClick);
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    expect(onPickerClick).toHaveBeenCalledTimes(1);
  });

  it('shows upload progress', () => {
    renderWithTheme(<FileInput label="CV" onChange={() => undefined} progress={42.4} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('links the error to the button', () => {
    renderWithTheme(<FileInput label="CV" onChange={() => undefined} error="The file is too large" />);
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(
      'CV No file chosen The file is too large',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large');
    // The input itself, out of the Tab order, is invalid and described by the message too.
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription('The file is too large');
  });
});
