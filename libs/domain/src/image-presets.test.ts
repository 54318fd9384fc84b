import { imagePresetPath, imagePresetSrcSet, imageQualityForScale } from './image-presets';

describe('image presets', () => {
  it('uses quality 60 only when scaled above 1x (the product spec’s business constants)', () => {
    expect([1, 2, 3].map(imageQualityForScale)).toEqual([80, 60, 60]);
  });

  it('builds preset URLs with each path segment encoded, and a 1x/2x srcset', () => {
    expect(imagePresetPath({ path: 'logos/a b#1.png' }, 'thumbnail')).toBe('/api/images/thumbnail/logos/a%20b%231.png');
    expect(imagePresetPath({ path: 'images/x.png' }, 'cover', 2)).toBe('/api/images/cover/images/x.png?scale=2');
    expect(imagePresetPath(null, 'large')).toBeNull();
    expect(imagePresetSrcSet({ path: 'images/x.png' }, 'listing')).toBe('/api/images/listing/images/x.png 1x, /api/images/listing/images/x.png?scale=2 2x');
  });
});
