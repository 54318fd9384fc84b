import styled from '@emotion/styled';
import { isApiClientError, useJob } from '@nordhub/api-client';
import { compensationText, positionTypeLabels, type JobDetail } from '@nordhub/contracts';
import { Badge, ButtonLink, ClosedJobNotice, Container, ErrorPage, Fact, FactList, PageBody, PageTitle, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { applyChannel, formatDateWithRelative, isClosedJob, jobPageTitle, locationPlace, nordhubApplyHref } from '@nordhub/domain';
import { Link, useParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useCareersSiteContext } from './careers-site-context';

const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const StyledBenefits = styled.ul(({ theme }) => ({ margin: 0, paddingInlineStart: theme.space.xl }));

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/**
 * Where Apply leads. A job taking applications on the company's site or by e-mail goes there;
 * one taking them on Nordhub goes to the job's page on the main site with the apply dialog
 * (?apply=1): signing in, the applicant profile and the form live there (docs/startups-and-investors.md, "Careers sites").
 */
function CareersApply({ job, mainSiteUrl }: { job: JobDetail; mainSiteUrl: string }) {
  const channel = applyChannel(job);
  if (channel.kind === 'company-site') {
    return (
      <ButtonLink href={channel.href} target="_blank" rel="noopener noreferrer">
        Apply on our site
      </ButtonLink>
    );
  }
  if (channel.kind === 'email') return <ButtonLink href={channel.href}>Apply by email</ButtonLink>;
  return (
    <div>
      <ButtonLink href={nordhubApplyHref(mainSiteUrl, job.id)}>Apply</ButtonLink>
      <StyledMuted>You apply on Nordhub, where this job is listed too.</StyledMuted>
    </div>
  );
}

function CareersJobDetails({ job, mainSiteUrl }: { job: JobDetail; mainSiteUrl: string }) {
  const closed = isClosedJob(job);
  const place = locationPlace(job.location);
  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="careers-job-title">
        <Link to={getHref('home')}>← All open jobs</Link>
        <StyledHeader>
          <PageTitle id="careers-job-title">{job.title}</PageTitle>
          {closed ? <ClosedJobNotice /> : null}
          <FactList>
            <Fact term="Location">
              {place || '-'} {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
            </Fact>
            <Fact term="Position">{positionTypeLabels[job.positionType]}</Fact>
            <Fact term="Salary">{compensationText(job)}</Fact>
            <Fact term="Deadline">{job.expirationDate ? formatDateWithRelative(job.expirationDate, new Date()) : null}</Fact>
          </FactList>
          {closed ? null : <CareersApply job={job} mainSiteUrl={mainSiteUrl} />}
        </StyledHeader>
        <section aria-labelledby="careers-job-description-title">
          <SectionTitle id="careers-job-description-title">About the job</SectionTitle>
          <RichText text={job.description} />
        </section>
        {job.benefits.length > 0 ? (
          <section aria-labelledby="careers-job-benefits-title">
            <SectionTitle id="careers-job-benefits-title">Benefits</SectionTitle>
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
  const job = useJob(id);
  const ownJob = job.data && job.data.company.key === site.key ? job.data : null;
  useDocumentTitle(ownJob ? jobPageTitle(ownJob) : 'Job');
  if (job.isPending) {
    return (
      <Container size="md">
        <Skeleton label="Loading the job…" />
      </Container>
    );
  }
  if (job.isError && !(isApiClientError(job.error) && job.error.status === 404)) return <ErrorPage status={500} message={job.error.message} onRetry={() => void job.refetch()} />;
  if (!ownJob) return <ErrorPage status={404} />;
  return <CareersJobDetails job={ownJob} mainSiteUrl={site.mainSiteUrl} />;
}
