import styled from '@emotion/styled';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Avatar } from '../avatar/avatar';
import { WorkspaceContentContext } from '../layout/layout';
import { Modal } from '../modal/modal';
import { px, transientProps } from '../shared';

/** One section of a workspace (a page of the portal): a link in the sidebar. */
export type WorkspaceSection = {
  id: string;
  label: string;
  href: string;
  /** The page shown is this section or one below it: marked aria-current="page". */
  current?: boolean;
  /** A count shown beside the label (applicants, jobs), when the page already has it. */
  count?: number | null;
};

/** One of the user's profiles, offered in the sidebar's switcher. */
export type WorkspaceProfile = {
  id: string;
  name: string;
  /** What kind of profile it is (Startup, Investor, Job seeker). */
  typeLabel: string;
  href: string;
  imageLink?: string | null;
  /** The profile whose workspace this is. */
  current?: boolean;
};

export type WorkspaceSidebarProps = {
  /** Names the sections' nav landmark (e.g. 'Startup'). */
  label: string;
  sections: WorkspaceSection[];
  profiles?: WorkspaceProfile[];
  /** Client-side navigation; without it the links load their pages. */
  onNavigate?: (href: string) => void;
  /** Choosing another profile (e.g. to select it first); without it, onNavigate to its href. */
  onSelectProfile?: (profile: WorkspaceProfile) => void;
};

export type WorkspaceLayoutProps = WorkspaceSidebarProps & {
  children: ReactNode;
  /**
   * false: the page alone, no sidebar or Menu (e.g. while the profile is being created). The page
   * keeps its place in the tree, so turning the sidebar on does not mount it afresh.
   */
  withSidebar?: boolean;
};

const StyledSidebar = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
}));

const StyledGroupTitle = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.sm}`,
  paddingInline: theme.space.md,
  fontSize: theme.typography.fontSizes.xs,
  fontWeight: theme.typography.fontWeights.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
}));

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const StyledLink = styled.a(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: px(theme.sizes.controlHeight),
  padding: `${theme.space.xs} ${theme.space.md}`,
  color: theme.colors.text,
  fontWeight: theme.typography.fontWeights.medium,
  textDecoration: 'none',
  borderRadius: theme.radii.md,
  '&:hover': { color: theme.colors.primary, background: theme.colors.surfaceSunken },
  '&[aria-current]': { color: theme.colors.primary, background: theme.colors.surfaceSunken, fontWeight: theme.typography.fontWeights.semibold },
  '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: `calc(-1 * ${theme.borderWidths.focus})` },
}));

const StyledCount = styled.span(({ theme }) => ({
  marginLeft: 'auto',
  minWidth: theme.space.xl,
  padding: `0 ${theme.space.xs}`,
  fontSize: theme.typography.fontSizes.xs,
  fontWeight: theme.typography.fontWeights.semibold,
  textAlign: 'center',
  color: theme.colors.textMuted,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.pill,
}));

const StyledProfileText = styled.span({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const StyledProfileName = styled.span({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const StyledProfileType = styled.span(({ theme }) => ({
  fontSize: theme.typography.fontSizes.xs,
  fontWeight: theme.typography.fontWeights.regular,
  color: theme.colors.textMuted,
}));

/** A plain left click (no new tab or window asked for): the app navigates itself. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The workspace's sidebar: the user's profiles (the current one marked) and the sections of the
 * current one, each a link, the current section with aria-current="page".
 */
export function WorkspaceSidebar({ label, sections, profiles = [], onNavigate, onSelectProfile }: WorkspaceSidebarProps) {
  const follow = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  const chooseProfile = (profile: WorkspaceProfile, event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (onSelectProfile) {
      event.preventDefault();
      onSelectProfile(profile);
    } else follow(profile.href, event);
  };
  const profilesTitleId = useId();
  const sectionsTitleId = useId();
  return (
    <StyledSidebar>
      {profiles.length > 0 ? (
        <nav aria-labelledby={profilesTitleId}>
          <StyledGroupTitle id={profilesTitleId}>{profiles.length > 1 ? 'Your profiles' : 'Profile'}</StyledGroupTitle>
          <StyledList>
            {profiles.map((profile) => (
              <li key={profile.id}>
                <StyledLink href={profile.href} aria-current={profile.current ? 'true' : undefined} onClick={(event) => chooseProfile(profile, event)}>
                  <Avatar name={profile.name} src={profile.imageLink ?? null} size={32} />
                  <StyledProfileText>
                    <StyledProfileName>{profile.name}</StyledProfileName>
                    <StyledProfileType>{profile.typeLabel}</StyledProfileType>
                  </StyledProfileText>
                </StyledLink>
              </li>
            ))}
          </StyledList>
        </nav>
      ) : null}
      <nav aria-labelledby={sectionsTitleId}>
        <StyledGroupTitle id={sectionsTitleId}>{label}</StyledGroupTitle>
        <StyledList>
          {sections.map((section) => (
            <li key={section.id}>
              <StyledLink href={section.href} aria-current={section.current ? 'page' : undefined} onClick={(event) => follow(section.href, event)}>
                {section.label}
                {section.count != null ? <StyledCount>{section.count}</StyledCount> : null}
              </StyledLink>
            </li>
          ))}
        </StyledList>
      </nav>
    </StyledSidebar>
  );
}

// The sidebar from lg (a laptop): below it the content would be too narrow beside 256 px of links.
const StyledWorkspace = styled('div', transientProps)<{ $withSidebar: boolean }>(({ theme, $withSidebar }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.up('lg')]: $withSidebar ? { gridTemplateColumns: `${px(theme.sizes.workspace.sidebar)} minmax(0, 1fr)` } : {},
}));

const StyledAside = styled.aside(({ theme }) => ({
  display: 'none',
  [theme.mq.up('lg')]: {
    display: 'block',
    padding: `${theme.space.xl} ${theme.space.md}`,
    background: theme.colors.surface,
    borderRight: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  },
}));

// Sticky under the shell's sticky header (64 px, space.huge) with a gap, so the sections stay in reach on a long page.
const StyledAsideInner = styled.div(({ theme }) => ({ position: 'sticky', top: `calc(${theme.space.huge} + ${theme.space.lg})` }));

const StyledPhoneBar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  [theme.mq.up('md')]: { paddingInline: theme.space.xl },
  [theme.mq.up('lg')]: { display: 'none' },
}));

const StyledMenuButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: px(theme.sizes.controlHeight),
  padding: `${theme.space.xs} ${theme.space.md}`,
  font: 'inherit',
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.primary },
}));

const StyledCurrent = styled.span(({ theme }) => ({ fontWeight: theme.typography.fontWeights.regular, color: theme.colors.textMuted }));

// Three bars drawn with borders: a glyph font may lack ☰.
const StyledBars = styled.span(({ theme }) => ({
  display: 'inline-block',
  width: theme.space.lg,
  height: theme.space.md,
  borderBlock: `${theme.space.xxs} solid ${theme.colors.text}`,
  backgroundImage: `linear-gradient(${theme.colors.text}, ${theme.colors.text})`,
  backgroundSize: `100% ${theme.space.xxs}`,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
}));

/**
 * The client portal's page frame (decision 024): the sidebar (WorkspaceSidebar) on the left from
 * lg; on a phone a "Menu" button opens it as a full-screen drawer (focus moves in, Escape closes,
 * focus returns). Pages inside take the workspace's widths through their Container.
 */
export function WorkspaceLayout({ children, onNavigate, onSelectProfile, withSidebar = true, ...sidebar }: WorkspaceLayoutProps) {
  const [open, setOpen] = useState(false);
  const current = sidebar.sections.find((section) => section.current);
  const navigate = onNavigate
    ? (href: string) => {
        setOpen(false);
        onNavigate(href);
      }
    : undefined;
  const selectProfile = onSelectProfile
    ? (profile: WorkspaceProfile) => {
        setOpen(false);
        onSelectProfile(profile);
      }
    : undefined;
  return (
    <StyledWorkspace $withSidebar={withSidebar}>
      {withSidebar ? (
        <StyledAside aria-label={`${sidebar.label} menu`}>
          <StyledAsideInner>
            <WorkspaceSidebar {...sidebar} onNavigate={navigate} onSelectProfile={selectProfile} />
          </StyledAsideInner>
        </StyledAside>
      ) : null}
      <div>
        {withSidebar ? (
          <StyledPhoneBar>
            <StyledMenuButton type="button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
              <StyledBars aria-hidden="true" />
              Menu
              {current ? <StyledCurrent>· {current.label}</StyledCurrent> : null}
            </StyledMenuButton>
          </StyledPhoneBar>
        ) : null}
        <WorkspaceContentContext value={true}>{children}</WorkspaceContentContext>
      </div>
      <Modal open={open && withSidebar} onClose={() => setOpen(false)} title={`${sidebar.label} menu`} size="full" closeLabel="Close menu">
        <WorkspaceSidebar {...sidebar} onNavigate={navigate} onSelectProfile={selectProfile} />
      </Modal>
    </StyledWorkspace>
  );
}
