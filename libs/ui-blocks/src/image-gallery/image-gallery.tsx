import styled from '@emotion/styled';
import { type Image, imagePresets } from '@nordhub/contracts';
import { GridList, SectionTitle } from '@nordhub/design-system';
import { imagePresetPath } from '@nordhub/domain';

// The listing preset's shape: the box is the picture's size before the file arrives, so nothing
// below it moves when it does (a layout shift).
const { width: listingWidth, height: listingHeight } = imagePresets.listing;
const StyledImage = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  aspectRatio: `${listingWidth} / ${listingHeight}`,
  objectFit: 'cover',
  borderRadius: theme.radii.md,
}));

export type ImageGalleryProps = {
  /** The heading's id, unique on the page. */
  id: string;
  /** Whose pictures they are, for each picture's text: "Fjord Labs, gallery 2 of 5". */
  name: string;
  images: readonly Image[];
};

/**
 * A profile's pictures in a grid, in the listing preset, loaded as they scroll into view but the
 * first: on a phone it is in the first screen and the page's largest paint, so it is fetched at
 * once and first (a drawn page's HTML names it in a preload). Nothing when empty.
 */
export function ImageGallery({ id, name, images }: ImageGalleryProps) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>Gallery</SectionTitle>
      <GridList>
        {images.map((image, index) => (
          <li key={image.path}>
            <StyledImage
              // The preset's 1200 pixels at 1x: a grid cell is at most about 460 pixels wide (two of
              // the grid's 14rem), so even a 2.5x screen needs no 2x rendering of four times the pixels.
              src={imagePresetPath(image, 'listing') ?? undefined}
              alt={`${name}, gallery ${index + 1} of ${images.length}`}
              loading={index === 0 ? undefined : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </GridList>
    </section>
  );
}
