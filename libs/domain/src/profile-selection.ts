/**
 * Which profile a user acts as (the product spec's states and transitions, "Profile selection"). Structural types, so the
 * contracts' User fits without this package importing it.
 */
export type PlatformName = 'main' | 'impact';
export type PlatformFlags = Partial<Record<PlatformName, boolean>>;
export type ProfileKind = 'company' | 'investor' | 'applicant' | 'user';

/** Same shape as contracts' SelectedProfile: `key` is null for the applicant and plain user. */
export type ProfileRef = { type: ProfileKind; key: string | null };

/** What of a user the rules need: the profiles with their platform maps and admin URLs. */
export type ProfileOwner = {
  companies: ReadonlyArray<{ key: string; platform: PlatformFlags; adminUrl: string }>;
  investors: ReadonlyArray<{ key: string; platform: PlatformFlags; adminUrl: string }>;
  applicant: { enabled: boolean; platform: PlatformFlags } | null;
};

/** The cookie holding a choice not remembered on the server (the product spec's business constants). */
export const PROFILE_COOKIE_NAME = 'user.profile';

/** Text form of a profile, as stored in `user.profile` (server) and the cookie: "company:acme", "applicant". */
export function profileId({ type, key }: ProfileRef): string {
  return key === null ? type : `${type}:${key}`;
}

/** Reads a stored profile text; null for anything that is not one. */
export function parseProfileId(text: string | null | undefined): ProfileRef | null {
  if (!text) return null;
  if (text === 'applicant' || text === 'user') return { type: text, key: null };
  const match = /^(company|investor):(.+)$/.exec(text);
  if (!match) return null;
  return { type: match[1] as 'company' | 'investor', key: match[2] as string };
}

export const isSameProfile = (a: ProfileRef | null | undefined, b: ProfileRef | null | undefined): boolean =>
  !!a && !!b && a.type === b.type && a.key === b.key;

type ProfileWithPlatform = ProfileRef & { platform: PlatformFlags };

function profilesOf(owner: ProfileOwner): ProfileWithPlatform[] {
  return [
    ...owner.companies.map((company) => ({ type: 'company' as const, key: company.key, platform: company.platform })),
    ...owner.investors.map((investor) => ({ type: 'investor' as const, key: investor.key, platform: investor.platform })),
    ...(owner.applicant?.enabled ? [{ type: 'applicant' as const, key: null, platform: owner.applicant.platform }] : []),
  ];
}

const strip = ({ type, key }: ProfileRef): ProfileRef => ({ type, key });

/** Profiles offered on this platform: only those whose platform flag is true (a missing flag hides it). */
export function usableProfiles(owner: ProfileOwner, platform: PlatformName): ProfileRef[] {
  return profilesOf(owner)
    .filter((profile) => profile.platform[platform] === true)
    .map(strip);
}

/** Profiles not connected to this platform yet (the connect-profile modal offers them). */
export function unconnectedProfiles(owner: ProfileOwner, platform: PlatformName): ProfileRef[] {
  return profilesOf(owner)
    .filter((profile) => profile.platform[platform] !== true)
    .map(strip);
}

export type ChooseProfileInput = {
  usable: ReadonlyArray<ProfileRef>;
  /** The profile already selected in this visit. */
  current?: ProfileRef | null;
  /** The choice remembered on the server (`user.profile`). */
  stored?: ProfileRef | null;
  /** The choice in the `user.profile` cookie. */
  cookie?: ProfileRef | null;
};

/**
 * Auto-selects when exactly one usable profile exists; otherwise the current, then the stored,
 * then the cookie choice, each only if it is still usable. Null when nothing applies.
 */
export function chooseProfile({ usable, current, stored, cookie }: ChooseProfileInput): ProfileRef | null {
  if (usable.length === 1) return usable[0] as ProfileRef;
  for (const candidate of [current, stored, cookie]) {
    const found = usable.find((profile) => isSameProfile(profile, candidate));
    if (found) return found;
  }
  return null;
}

/**
 * Where a profile lives (the product spec's screens and routes, "Profile links"): applicant → /client/applicant, plain
 * user → /settings, company and investor → the admin URL the server supplies.
 */
export function profileLink(profile: ProfileRef, owner: ProfileOwner): string {
  if (profile.type === 'applicant') return '/client/applicant';
  if (profile.type === 'company') {
    return owner.companies.find((company) => company.key === profile.key)?.adminUrl ?? '/settings';
  }
  if (profile.type === 'investor') {
    return owner.investors.find((investor) => investor.key === profile.key)?.adminUrl ?? '/settings';
  }
  return '/settings';
}
