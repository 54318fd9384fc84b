import { useRevokeCareersDomain, useVerifyCareersDomain } from '@nordhub/api-client';
import { type CompanySettings } from '@nordhub/contracts';
import { useCurrentUser } from '@nordhub/session';
import { DomainVerificationPanel } from '../../components/domain-verification/domain-verification-panel';
import { TextSetting } from './text-setting';

/** Where a careers domain's CNAME record points: the main site's host name, as this page is served. */
const cnameTarget = () => window.location.hostname;

type CareersDomainSettingProps = { company: string; settings: CompanySettings };

/**
 * The startup's own careers domain: the host name its careers site answers on (a CNAME record to
 * Nordhub). The server checks the rules that need data (not Nordhub's own hosts, not taken), and
 * serves the site only once the startup proved the domain is its own (the panel below the field).
 */
export function CareersDomainSetting({ company, settings }: CareersDomainSettingProps) {
  const verify = useVerifyCareersDomain(company);
  const revoke = useRevokeCareersDomain(company);
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  const verification = settings.careersDomainVerification;
  return (
    <>
    <TextSetting
      company={company}
      settings={settings}
      field="careersDomain"
      intro={
        settings.careersDomain && verification?.status === 'verified'
          ? `Your careers site, with your open jobs in your branding, is at ${settings.careersDomain}.`
          : settings.careersDomain
            ? `Your careers site, with your open jobs in your branding, will be at ${settings.careersDomain} once the domain is verified.`
          : 'Show your open jobs on your own domain, such as careers.yourstartup.com, in your branding.'
      }
      label="Careers domain"
      inputProps={{ autoComplete: 'off', spellCheck: false }}
      hint={`A host name only. At your DNS provider, add a CNAME record from it to ${cnameTarget()}.`}
      saveLabel="Save careers domain"
      removeLabel="Remove careers domain"
      savedMessage={(saved) => (saved ? `Your careers site is set up for ${saved}: verify the domain to put it live` : 'The careers domain is removed')}
    />
    {settings.careersDomain && verification ? (
      <DomainVerificationPanel
        domain={settings.careersDomain}
        verification={verification}
        what="your careers site"
        onVerify={() => verify.mutateAsync()}
        verifying={verify.isPending}
        {...(isAdmin ? { onRevoke: () => revoke.mutateAsync(), revoking: revoke.isPending } : {})}
      />
    ) : null}
    </>
  );
}
