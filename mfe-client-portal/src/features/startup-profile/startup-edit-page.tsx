import { useManagedCompany, useUpdateCompany } from '@nordhub/api-client';
import { type CompanyUpdate } from '@nordhub/contracts';
import { useDocumentTitle } from '@nordhub/design-system';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { ProfileEditPage, useProfileSave } from '../../components/profile-form/profile-pages';
import { CompanyProfileForm } from './company-profile-form';

/**
 * /client/startups/{company}/edit: the profile form. A draft company lands here from every
 * other company page (the startup layout's guard) until it is published, then goes on to its
 * welcome page (/startups/{key}/welcome).
 */
export function StartupEditPage() {
  useDocumentTitle('Edit startup profile');
  const key = useRouteParam('company');
  const company = useManagedCompany(key);
  const updateCompany = useUpdateCompany();
  const save = useProfileSave((update: CompanyUpdate) => updateCompany.mutateAsync({ key, update }), {
    toast: 'Your startup is published',
    // Only a draft is published (the form offers Publish to drafts alone): its first time out.
    href: getHref('startupWelcome', { id: key }),
  });

  return (
    <ProfileEditPage
      title="Edit startup profile"
      status={company.data?.status}
      draftLead="Your startup is a draft. Fill in the profile and publish it to post jobs and show it to job seekers."
      error={company.error}
      pending={company.isPending}
    >
      {/* Keyed by the loaded company so the form starts from the saved values. */}
      {company.data ? <CompanyProfileForm key={company.data.id} company={company.data} onSave={save} /> : null}
    </ProfileEditPage>
  );
}
