import { type DigestSettings } from '@nordhub/contracts';

/** A subscription's settings (GET /digest/{settingsKey}, the page /profile-settings/{settingsKey}), for tests. */
export function makeDigestSettings(overrides: Partial<DigestSettings> = {}): DigestSettings {
  return {
    settingsKey: '0123456789abcdef0123456789abcdef',
    email: 'maja@example.com',
    frequency: 'daily',
    subscribed: true,
    filters: { search: 'react', countryCode: 'DK' },
    language: 'en',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
