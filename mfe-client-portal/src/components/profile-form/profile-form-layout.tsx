import styled from '@emotion/styled';
import { Button } from '@nordhub/design-system';

// The frame both profile forms (startup and investor) are drawn in: sections, a field grid and
// repeated items, so the two read and line up the same.
export const ProfileForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl }));
export const ProfileFormSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
export const ProfileFormGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
}));
export const ProfileFormList = styled.ul(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }));
export const ProfileFormItem = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));

export type ProfileSaving = 'save' | 'publish' | null;

export type ProfileFormActionsProps = {
  isDraft: boolean;
  saving: ProfileSaving;
  /** The publish button's text, e.g. "Publish startup". */
  publishLabel: string;
  onPublish: () => void;
};

/** Save (a draft or the changes) and, while the profile is a draft, publish. */
export function ProfileFormActions({ isDraft, saving, publishLabel, onPublish }: ProfileFormActionsProps) {
  return (
    <StyledActions>
      <Button type="submit" variant={isDraft ? 'secondary' : 'primary'} loading={saving === 'save'} disabled={saving !== null}>
        {isDraft ? 'Save draft' : 'Save changes'}
      </Button>
      {isDraft ? (
        <Button type="button" loading={saving === 'publish'} disabled={saving !== null} onClick={onPublish}>
          {publishLabel}
        </Button>
      ) : null}
    </StyledActions>
  );
}
