import styled from '@emotion/styled';
import { isApiClientError, useJob } from '@nordhub/api-client';
import { compensationText, type CareersSite, type JobDetail } from '@nordhub/contracts';
import { Badge, ButtonLink, ClosedJobNotice, Container, LocalizedErrorPage, Fact, FactList, PageBody, PageTitle, RichText, SectionTitle, Skeleton, useDocumentTitle, useLocale, useMessages } from '@nordhub/design-system';
import { APPLY_LANGUAGE_QUERY, applyChannel, formatDateWithRelative, isClosedJob, locationPlace, nordhubApplyHref, type SiteLocale } from '@nordhub/domain';
import { Link, useParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useInLanguage } from './careers-language';
import { usePayWords } from './careers-pay';
import { positionName } from './careers-home-page';
import { useCareersSiteContext } from './careers-site-context';
import { catalog } from './messages/compiled/catalog';

const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const StyledBenefits = styled.ul(({ theme }) => ({ margin: 0, paddingInlineStart: theme.space.xl }));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/**
 * The main site's apply dialog for the job, in the careers page's language (`lang`, English
 * too): its form speaks it and the application records it, so the applicant's mails do too.
 */
export function careersApplyHref(mainSiteUrl: string, jobId: string, locale: SiteLocale): string {
  return `${nordhubApplyHref(mainSiteUrl, jobId)}&${APPLY_LANGUAGE_QUERY}=${locale}`;
}

/**
 * Where Apply leads. A job taking applications on the company's site or by e-mail goes there;
 * one taking them on Nordhub goes to the job's page on the main site with the apply dialog
 * (?apply=1, and the page's language): signing in, the applicant profile and the form live there
 * (docs/startups-and-investors.md, "Careers sites").
 */
function CareersApply({ job, mainSiteUrl }: { job: JobDetail; mainSiteUrl: string }) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const channel = applyChannel(job);
  if (channel.kind === 'company-site') {
    return (
      <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer">
        {t('job.applyOnSite')}
      </ButtonLink>
    );
  }
  if (channel.kind === 'email') return <ButtonLink href={channel.href}>{t('job.applyByEmail')}</ButtonLink>;
  return (
    <div>
      <ButtonLink href={careersApplyHref(mainSiteUrl, job.id, locale)}>
        {t('job.apply')}
      </ButtonLink>
      <StyledMuted>{t('job.applyOnNordhub')}</StyledMuted>
    </div>
  );
}

function CareersJobDetails({ job, site }: { job: JobDetail; site: CareersSite }) {
  const t = useMessages(catalog);
  const locale = useLocale();
  const inLanguage = useInLanguage(site);
  const payWords = usePayWords();
  const closed = isClosedJob(job);
  const place = locationPlace(job.location);
  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="careers-job-title">
        <Link to={inLanguage(getHref('home'))}>{t('job.back')}</Link>
        <StyledHeader>
          <PageTitle id="careers-job-title">{job.title}</PageTitle>
          {closed ? <ClosedJobNotice>{t('job.closed')}</ClosedJobNotice> : null}
          <FactList>
            <Fact term={t('job.location')}>
              {place || '-'} {job.isRemote ? <Badge tone="primary">{t('remote')}</Badge> : null}
            </Fact>
            <Fact term={t('job.position')}>{positionName(t, job.positionType)}</Fact>
            <Fact term={t('job.salary')}>{compensationText(job, payWords)}</Fact>
            <Fact term={t('job.deadline')}>{job.expirationDate ? formatDateWithRelative(job.expirationDate, new Date(), locale) : null}</Fact>
          </FactList>
          {closed ? null : <CareersApply job={job} mainSiteUrl={site.mainSiteUrl} />}
        </StyledHeader>
        <section aria-labelledby="careers-job-description-title">
          <SectionTitle id="careers-job-description-title">{t('job.about')}</SectionTitle>
          <RichText text={job.description} />
        </section>
        {job.benefits.length > 0 ? (
          <section aria-labelledby="careers-job-benefits-title">
            <SectionTitle id="careers-job-benefits-title">{t('job.benefits')}</SectionTitle>
            <StyledBenefits>
              {job.benefits.map((benefit) => (
                <li key={`${benefit.icon}-${benefit.text}`}>{benefit.text}</li>
              ))}
            </StyledBenefits>
          </section>
        ) : null}
      </PageBody>
    </Container>
  );
}

/** `/careers/jobs/:id` on a careers host: one of this startup's jobs; another startup's job is not found here. */
export function CareersJobPage() {
  const { id = '' } = useParams();
  const { site } = useCareersSiteContext();
  const t = useMessages(catalog);
  const job = useJob(id);
  const ownJob = job.data && job.data.company.key === site.key ? job.data : null;
  useDocumentTitle(ownJob ? t('job.title', { title: ownJob.title, company: ownJob.company.name }) : t('job.fallbackTitle'));
  if (job.isPending) {
    return (
      <Container size="md">
        <Skeleton label={t('job.loading')} />
      </Container>
    );
  }
  if (job.isError && !(isApiClientError(job.error) && job.error.status === 404)) return <LocalizedErrorPage status={500} message={job.error.message} onRetry={() => void job.refetch()} />;
  if (!ownJob) return <LocalizedErrorPage status={404} />;
  return <CareersJobDetails job={ownJob} site={site} />;
}
