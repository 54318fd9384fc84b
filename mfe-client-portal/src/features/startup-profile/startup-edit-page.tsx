import styled from '@emotion/styled';
import { useManagedCompany, useUpdateCompany } from '@nordhub/api-client';
import { type CompanyUpdate } from '@nordhub/contracts';
import { Badge, Container, FormMessage, PageBody, PageTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { useShowToast } from '@nordhub/session';
import { useNavigate } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { CompanyProfileForm } from './company-profile-form';
import { useRefreshCurrentUser } from '../../components/profile-form/use-refresh-current-user';

const StyledHeader = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));
const StyledLead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/**
 * /client/startups/{company}/edit: the profile form. A draft company lands here from every
 * other company page (the startup layout's guard) until it is published.
 */
export function StartupEditPage() {
  useDocumentTitle('Edit startup profile');
  const key = useRouteParam('company');
  const company = useManagedCompany(key);
  const updateCompany = useUpdateCompany();
  const refreshCurrentUser = useRefreshCurrentUser();
  const showToast = useShowToast();
  const navigate = useNavigate();

  const save = async (update: CompanyUpdate, publish: boolean) => {
    await updateCompany.mutateAsync({ key, update: publish ? { ...update, status: 'ACTIVE' } : update });
    if (publish) {
      await refreshCurrentUser();
      showToast('Your startup is published', 'success');
      navigate(getHref('startupProfile', { company: key }));
    } else {
      showToast('Your changes are saved', 'success');
    }
  };

  return (
    <Container>
      <PageBody>
        <StyledHeader>
          <PageTitle>Edit startup profile</PageTitle>
          {company.data?.status === 'DRAFT' ? <Badge tone="warning">Draft</Badge> : null}
        </StyledHeader>
        {company.data?.status === 'DRAFT' ? (
          <StyledLead>Your startup is a draft. Fill in the profile and publish it to post jobs and show it to job seekers.</StyledLead>
        ) : null}
        {company.isError ? <FormMessage tone="error">{company.error.message}</FormMessage> : null}
        {company.isPending ? <Skeleton label="Loading the profile…" /> : null}
        {/* Keyed by the loaded company so the form starts from the saved values. */}
        {company.data ? <CompanyProfileForm key={company.data.id} company={company.data} onSave={save} /> : null}
      </PageBody>
    </Container>
  );
}
