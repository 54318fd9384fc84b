import { setUpTestApi } from '@nordhub/api-client/testing';
import { type Image } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageUploadField } from './image-upload-field';

jest.setTimeout(15_000);

const api = setUpTestApi();
const stored = { path: 'images/logo.png', url: '/api/files/images/logo.png', name: 'logo.png', size: 4, contentType: 'image/png' };
const logoFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

function LogoField() {
  const [logo, setLogo] = useState<Image | null>(null);
  return <ImageUploadField label="Logo" value={logo} onChange={setLogo} previewAlt="Logo of Fjord" />;
}

describe('ImageUploadField', () => {
  it('uploads the chosen file with a progress bar, then shows the stored image in the thumbnail preset', async () => {
    const calls = api.serve({ 'POST /api/upload/image': { status: 201, body: stored, delayMs: 300 } });
    const { user } = renderWithProviders(<LogoField />);
    await user.upload(screen.getByLabelText('Logo'), logoFile());
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: 'Logo of Fjord' });
    expect(preview).toHaveAttribute('src', '/api/images/thumbnail/images/logo.png');
    expect(preview).toHaveAttribute('srcset', '/api/images/thumbnail/images/logo.png 1x, /api/images/thumbnail/images/logo.png?scale=2 2x');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(String(calls[0]?.body)).toContain('name="file_upload"; filename="logo.png"');
  });

  it('cancels a running upload: the bar goes and no image is set', async () => {
    api.serve({ 'POST /api/upload/image': { status: 201, body: stored, delayMs: 2000 } });
    const { user } = renderWithProviders(<LogoField />);
    await user.upload(screen.getByLabelText('Logo'), logoFile());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo of Fjord' })).toBeNull();
  });

  it('shows the server’s reason when the file is refused', async () => {
    api.serve({
      'POST /api/upload/image': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Upload a PNG, JPEG, WebP or GIF image', fields: [{ path: 'file_upload', message: 'Upload a PNG, JPEG, WebP or GIF image' }] },
      },
    });
    const { user } = renderWithProviders(<LogoField />);
    await user.upload(screen.getByLabelText('Logo'), logoFile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(expect.stringContaining('Upload a PNG, JPEG, WebP or GIF image')));
  });
});
