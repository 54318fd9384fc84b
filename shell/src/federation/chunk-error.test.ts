import {
  chunkReloadAllowed,
  chunkReloadMarkerKey,
  chunkReloadWindowMs,
  claimChunkReload,
  isChunkLoadError,
} from './chunk-error';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const chunkLoadError = () => Object.assign(new Error('Loading chunk 592 failed.\n(error: https://x/592.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    chunkLoadError(),
    new Error('Loading chunk jobs failed.'),
    new Error('Loading CSS chunk 12 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Loading chunk 1 failed.', null])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('claimChunkReload', () => {
  it('allows one reload and records when it happened', () => {
    const storage = new MemoryStorage();
    expect(claimChunkReload(storage, 1_000)).toBe(true);
    expect(storage.getItem(chunkReloadMarkerKey)).toBe('1000');
  });

  it('refuses a second reload within the window, so a persistent failure shows the fallback', () => {
    const storage = new MemoryStorage();
    claimChunkReload(storage, 1_000);
    expect(claimChunkReload(storage, 1_000 + chunkReloadWindowMs - 1)).toBe(false);
  });

  it('allows a reload again once the window has passed (a later deploy)', () => {
    const storage = new MemoryStorage();
    claimChunkReload(storage, 1_000);
    expect(claimChunkReload(storage, 1_000 + chunkReloadWindowMs)).toBe(true);
  });

  it('never reloads without storage, where nothing could stop a loop', () => {
    expect(claimChunkReload(null, 1_000)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(throwing, 1_000)).toBe(false);
  });
});

describe('chunkReloadAllowed', () => {
  it('only reads the marker', () => {
    const storage = new MemoryStorage();
    expect(chunkReloadAllowed(storage, 1_000)).toBe(true);
    expect(storage.getItem(chunkReloadMarkerKey)).toBeNull();
    claimChunkReload(storage, 1_000);
    expect(chunkReloadAllowed(storage, 2_000)).toBe(false);
  });
});
