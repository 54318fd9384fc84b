import styled from '@emotion/styled';
import { type ProfileView } from '@nordhub/contracts';
import { Avatar } from '@nordhub/design-system';

const StyledOption = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  width: '100%',
  padding: theme.space.md,
  font: 'inherit',
  textAlign: 'left',
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primarySubtle },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
}));

const StyledText = styled.span({ display: 'flex', flexDirection: 'column' });
const StyledName = styled.span(({ theme }) => ({ fontWeight: theme.typography.fontWeights.semibold }));
const StyledType = styled.span(({ theme }) => ({ fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

export type ProfileOptionProps = {
  profile: ProfileView;
  onChoose: () => void;
  disabled?: boolean;
};

/**
 * One profile to pick in the switch and connect modals; named "<name>, <type>[, <more>]" for
 * screen readers: everything the button shows, so speech users can say it (WCAG 2.5.3).
 */
export function ProfileOption({ profile, onChoose, disabled }: ProfileOptionProps) {
  const name = [profile.name, profile.typeLabel, profile.additional].filter(Boolean).join(', ');
  return (
    <StyledOption type="button" onClick={onChoose} disabled={disabled} aria-label={name}>
      <Avatar name={profile.name} src={profile.imageLink} size={40} />
      <StyledText>
        <StyledName>{profile.name}</StyledName>
        {/* A space between the lines: in a flex column it shows nothing, but keeps the visible text "Acme Startup", not "AcmeStartup". */}{' '}
        <StyledType>
          {profile.typeLabel}
          {profile.additional ? ` · ${profile.additional}` : ''}
        </StyledType>
      </StyledText>
    </StyledOption>
  );
}

export const StyledOptionList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));
