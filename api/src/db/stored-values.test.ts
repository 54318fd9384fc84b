import { perkSchema } from '@nordhub/contracts';
import { lenientArray, storedPlatformMap, storedProfileStatus } from './stored-values';

describe('stored values read leniently', () => {
  const storedPerks = lenientArray(perkSchema);

  it('keeps the readable items of a stored list and drops the rest', () => {
    const perks = storedPerks.parse([{ icon: 'coffee', text: 'Good coffee' }, { icon: 'no-such-icon', text: 'Gone' }, 'not an object']);
    expect(perks).toEqual([{ icon: 'coffee', text: 'Good coffee' }]);
  });

  it('reads a column that is no list as an empty list', () => {
    expect(storedPerks.parse(null)).toEqual([]);
    expect(storedPerks.parse({ icon: 'coffee', text: 'One, not a list' })).toEqual([]);
  });

  it('reads a platform map as stored, and one the contracts no longer allow as no sites', () => {
    expect(storedPlatformMap.parse({ main: true })).toEqual({ main: true });
    expect(storedPlatformMap.parse({ main: 'yes' })).toEqual({});
    expect(storedPlatformMap.parse('main')).toEqual({});
  });

  it("reads a profile's status as stored, and one the contracts no longer allow as a draft, which the public does not see", () => {
    expect(storedProfileStatus.parse('ACTIVE')).toBe('ACTIVE');
    expect(storedProfileStatus.parse('PUBLISHED')).toBe('DRAFT');
    expect(storedProfileStatus.parse(null)).toBe('DRAFT');
  });
});
