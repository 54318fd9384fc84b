import { type Platform, type ProfileView, type SelectedProfile, type User } from '@nordhub/contracts';
import { imagePresetPath, isSameProfile, profileLink, usableProfiles } from '@nordhub/domain';

/** The profile type as the header dropdown names it. */
export const profileTypeLabels: Record<SelectedProfile['type'], string> = {
  company: 'Startup',
  investor: 'Investor',
  applicant: 'Job seeker',
  user: 'Personal account',
};

/** One profile of the user as the header and the switcher show it. */
export function toProfileView(user: User, profile: SelectedProfile): ProfileView {
  const link = profileLink(profile, user);
  const base = { type: profile.type, key: profile.key, link, typeLabel: profileTypeLabels[profile.type], description: null };
  if (profile.type === 'company') {
    const company = user.companies.find((entry) => entry.key === profile.key);
    return {
      ...base,
      name: company?.name ?? profile.key ?? '',
      imageLink: imagePresetPath(company?.logoImage, 'thumbnail'),
      additional: company?.status === 'DRAFT' ? 'Draft' : null,
      isDraft: company?.status === 'DRAFT',
      company: { linkedinId: company?.linkedinId ?? null },
    };
  }
  if (profile.type === 'investor') {
    const investor = user.investors.find((entry) => entry.key === profile.key);
    return {
      ...base,
      name: investor?.name ?? profile.key ?? '',
      imageLink: imagePresetPath(investor?.logoImage, 'thumbnail'),
      additional: investor?.status === 'DRAFT' ? 'Draft' : null,
      isDraft: investor?.status === 'DRAFT',
      company: null,
    };
  }
  return { ...base, name: user.fullName, imageLink: user.imageUrl, additional: null, isDraft: false, company: null };
}

/** The profiles offered on this platform, as views. */
export function usableProfileViews(user: User, platform: Platform): ProfileView[] {
  return usableProfiles(user, platform).map((profile) => toProfileView(user, profile));
}

/** The view of the selected profile, or of the plain user when nothing usable is selected. */
export function selectedProfileView(user: User, platform: Platform, selected: SelectedProfile | null): ProfileView {
  const usable = usableProfiles(user, platform);
  const current = usable.find((profile) => isSameProfile(profile, selected));
  return toProfileView(user, current ?? { type: 'user', key: null });
}
