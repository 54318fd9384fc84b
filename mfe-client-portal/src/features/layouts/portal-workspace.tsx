import { type ProfileView } from '@nordhub/contracts';
import { WorkspaceLayout, type WorkspaceProfile } from '@nordhub/design-system';
import { isCurrentPath, useSelectProfile, useUsableProfiles } from '@nordhub/session';
import { type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A section of a portal's sidebar, as the layouts list them. */
export type PortalSection = {
  label: string;
  href: string;
  /** Current only on this exact path (a dashboard link would otherwise match every sub-page). */
  end?: boolean;
  /** Shown beside the label when a query the portal already makes has it. */
  count?: number | null;
};

export type PortalWorkspaceProps = {
  /** Names the sections (the nav landmark and the drawer): 'Startup', 'Investor', 'Applicant'. */
  label: string;
  sections: PortalSection[];
  /** Whose workspace this is: its entry in the profile switcher is marked current. */
  isCurrentProfile: (profile: ProfileView) => boolean;
  /** false: the page alone (WorkspaceLayout's withSidebar). */
  withSidebar?: boolean;
  children: ReactNode;
};

const profileId = (profile: ProfileView) => `${profile.type}:${profile.key ?? ''}`;

/**
 * The workspace (design system) of a portal layout: the user's profiles as the shell's profile
 * switcher lists them (useUsableProfiles; choosing one selects it, as the switch-profile dialog
 * does, and opens its dashboard) and the layout's sections, the current one from the path.
 */
export function PortalWorkspace({ label, sections, isCurrentProfile, withSidebar = true, children }: PortalWorkspaceProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const usable = useUsableProfiles();
  const { select } = useSelectProfile();
  const profiles: WorkspaceProfile[] = usable.map((profile) => ({
    id: profileId(profile),
    name: profile.name,
    typeLabel: profile.typeLabel,
    href: profile.link,
    imageLink: profile.imageLink,
    current: isCurrentProfile(profile),
  }));
  const selectProfile = (chosen: WorkspaceProfile) => {
    const profile = usable.find((entry) => profileId(entry) === chosen.id);
    if (!profile) return;
    // The choice is kept as the switch-profile dialog keeps it by default (the cookie); the page changes either way.
    void select(profile).finally(() => navigate(profile.link));
  };
  return (
    <WorkspaceLayout
      label={label}
      profiles={profiles}
      sections={sections.map((section) => ({
        id: section.href,
        label: section.label,
        href: section.href,
        count: section.count ?? null,
        current: isCurrentPath(pathname, section.href, section.end ?? false),
      }))}
      onNavigate={(href) => navigate(href)}
      onSelectProfile={selectProfile}
      withSidebar={withSidebar}
    >
      {children}
    </WorkspaceLayout>
  );
}
