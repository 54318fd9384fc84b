import { cacheControlFor, IMMUTABLE, isContentHashed, NO_CACHE, withoutEncodingExtension } from './cache-policy';

describe('static cache policy', () => {
  it.each([
    ['123.a1b2c3d4.js', true],
    ['vendors-node_modules_react.3f9a8b7c.js', true],
    ['main.3f9a8b7c12345678.css', true],
    ['assets/logo-0a1b2c3d.svg', true],
    ['main.js', false],
    ['remoteEntry.js', false],
    ['mf-manifest.json', false],
    ['index.html', false],
    ['favicon.ico', false],
    ['src_features_jobs.js', false],
  ])('%s is content-hashed: %s', (file, hashed) => {
    expect(isContentHashed(file)).toBe(hashed);
  });

  it('caches hashed chunks for a year and revalidates entry files every time', () => {
    expect(cacheControlFor('/remotes/mfe-public/123.a1b2c3d4.js')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  });

  it('reads a precompressed sibling as the file it stands for', () => {
    expect(withoutEncodingExtension('/dist/remoteEntry.js.br')).toBe('/dist/remoteEntry.js');
    expect(withoutEncodingExtension('123.a1b2c3d4.js.gz')).toBe('123.a1b2c3d4.js');
    expect(withoutEncodingExtension('mf-manifest.json')).toBe('mf-manifest.json');
    expect(withoutEncodingExtension('archive.tar.bz2')).toBe('archive.tar.bz2');
  });
});
