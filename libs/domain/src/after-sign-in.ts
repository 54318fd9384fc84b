import {
  chooseProfile,
  type PlatformName,
  type ProfileOwner,
  type ProfileRef,
  profileLink,
  unconnectedProfiles,
  usableProfiles,
} from './profile-selection';
import { safeRedirectTarget } from './return-path';

export type AfterSignInInput = {
  owner: ProfileOwner;
  platform: PlatformName;
  current?: ProfileRef | null;
  stored?: ProfileRef | null;
  cookie?: ProfileRef | null;
  /** The raw `to` query value, if any. */
  to?: string | null;
};

export type AfterSignInDecision =
  | { kind: 'go'; profile: ProfileRef; to: string }
  | { kind: 'switch-profile' }
  | { kind: 'connect-profile' }
  | { kind: 'choose-role' };

/**
 * The product spec's states and transitions, "After sign-in": a selected profile → its `to` target or the profile link;
 * several usable profiles and none selected → switch profile; a profile not connected to this
 * platform → connect profile; otherwise → choose role.
 */
export function decideAfterSignIn({ owner, platform, current, stored, cookie, to }: AfterSignInInput): AfterSignInDecision {
  const usable = usableProfiles(owner, platform);
  const selected = chooseProfile({ usable, current, stored, cookie });
  if (selected) return { kind: 'go', profile: selected, to: safeRedirectTarget(to) ?? profileLink(selected, owner) };
  if (usable.length > 1) return { kind: 'switch-profile' };
  if (unconnectedProfiles(owner, platform).length > 0) return { kind: 'connect-profile' };
  return { kind: 'choose-role' };
}
