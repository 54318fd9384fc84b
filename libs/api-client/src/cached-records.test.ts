import { findCachedRecord, patchCachedRecords } from './cached-records';

const isAcme = (record: Record<string, unknown>) => record.key === 'acme';

describe('patchCachedRecords', () => {
  const answer = {
    pages: [{ docs: [{ key: 'acme', followed: false }, { key: 'other', followed: false }] }],
    profile: { key: 'acme', followed: false, team: [{ name: 'Ada' }] },
    total: 2,
  };

  it('patches every record it picks, at any depth', () => {
    const patched = patchCachedRecords(answer, isAcme, (record) => ({ ...record, followed: true })) as typeof answer;
    expect(patched.pages[0]?.docs).toEqual([{ key: 'acme', followed: true }, { key: 'other', followed: false }]);
    expect(patched.profile.followed).toBe(true);
    expect(answer.profile.followed).toBe(false);
  });

  it('keeps the identity of every branch nothing changed in, and of the whole answer when nothing did', () => {
    const patched = patchCachedRecords(answer, isAcme, (record) => ({ ...record, followed: true })) as typeof answer;
    expect(patched.pages[0]?.docs[1]).toBe(answer.pages[0]?.docs[1]);
    expect(patchCachedRecords(answer, (record) => record.key === 'nobody', (record) => ({ ...record }))).toBe(answer);
    expect(patchCachedRecords(answer, isAcme, (record) => record)).toBe(answer);
  });

  it('leaves answers that are no records as they are', () => {
    expect(patchCachedRecords(null, isAcme, () => ({}))).toBeNull();
    expect(patchCachedRecords('acme', isAcme, () => ({}))).toBe('acme');
  });
});

describe('findCachedRecord', () => {
  it('finds the first record it picks, depth first, or nothing', () => {
    const first = { key: 'acme', followed: true };
    expect(findCachedRecord([{ list: [first] }, { key: 'acme', followed: false }], isAcme)).toBe(first);
    expect(findCachedRecord({ list: [{ key: 'other' }] }, isAcme)).toBeUndefined();
  });
});
