import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { ImageGallery } from './image-gallery';

describe('ImageGallery', () => {
  it('shows each picture in the listing preset, named by whose it is and its place, loaded lazily but the first', () => {
    renderWithProviders(<ImageGallery id="gallery" name="Fjord Labs" images={[{ path: 'a.png' }, { path: 'b.png' }]} />);
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Fjord Labs, gallery 2 of 2' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second.getAttribute('src')).toContain('b.png');
    // The first is often in the first screen: fetched at once, first.
    const first = screen.getByRole('img', { name: 'Fjord Labs, gallery 1 of 2' });
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws nothing without pictures', () => {
    const { container } = renderWithProviders(<ImageGallery id="gallery" name="Fjord Labs" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
