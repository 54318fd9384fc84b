import styled from '@emotion/styled';
import { useSiteConfiguration } from '@nordhub/api-client';
import { Container, PageBody, PageTitle, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { countryName, formatDate, type PayRule } from '@nordhub/domain';
import { PAY_RANGE_MARK_TEXT } from '../../components/jobs/pay-range-mark';

const StyledLead = styled.p(({ theme }) => ({ maxWidth: '60ch', margin: 0, fontSize: theme.typography.fontSizes.lg, color: theme.colors.textMuted }));
const StyledText = styled.div({ maxWidth: '70ch' });

const requirementWords: Record<PayRule['requirement'], string> = {
  required: 'Required: a job there is published only with its pay in the ad',
  recommended: 'Recommended: the job form asks for the pay, and the startup may go on without it',
};

/** The countries of the site configuration's rules (PAY_TRANSPARENCY_RULES), required ones first. */
function CountryRules({ rules }: { rules: readonly PayRule[] }) {
  if (rules.length === 0) return <p>No country has a pay transparency rule on Nordhub at the moment.</p>;
  const ordered = [...rules].sort((a, b) => (a.requirement === b.requirement ? 0 : a.requirement === 'required' ? -1 : 1));
  return (
    <ul aria-label="Pay transparency by country">
      {ordered.map((rule) => (
        <li key={rule.countryCode}>
          <strong>{countryName(rule.countryCode)}</strong>: {requirementWords[rule.requirement]}, from {formatDate(`${rule.appliesFrom}T00:00:00Z`)}.
        </li>
      ))}
    </ul>
  );
}

/** /pay-transparency: what the EU Pay Transparency Directive asks of a job ad, where it applies on Nordhub and how Nordhub applies it. */
export function PayTransparencyPage() {
  useDocumentTitle('Pay transparency on Nordhub');
  const configuration = useSiteConfiguration();
  return (
    <Container>
      <PageBody>
        <PageTitle>Pay transparency on Nordhub</PageTitle>
        <StyledLead>
          The EU Pay Transparency Directive (2023/970) gives job seekers the right to know the pay before they apply. Nordhub builds it
          into every job ad.
        </StyledLead>

        <section aria-labelledby="pay-directive">
          <SectionTitle id="pay-directive">What the directive asks of a job ad</SectionTitle>
          <StyledText>
            <ul>
              <li>
                The starting pay or its range is in the ad, or given to the applicant before the first interview. It rests on objective,
                gender-neutral criteria.
              </li>
              <li>Employers do not ask applicants what they earn or earned before (no pay-history questions).</li>
              <li>Job titles and the wording of the ad are gender-neutral.</li>
            </ul>
          </StyledText>
        </section>

        <section aria-labelledby="pay-countries">
          <SectionTitle id="pay-countries">Where it applies on Nordhub</SectionTitle>
          <StyledText>
            {configuration.data ? (
              <CountryRules rules={configuration.data.payTransparency.rules} />
            ) : configuration.isError ? (
              <p>The countries could not be loaded. Please try again later.</p>
            ) : (
              <Skeleton shape="lines" count={3} label="Loading the countries…" />
            )}
          </StyledText>
        </section>

        <section aria-labelledby="pay-nordhub">
          <SectionTitle id="pay-nordhub">How Nordhub applies it</SectionTitle>
          <StyledText>
            <ul>
              <li>
                The job form refuses &quot;Competitive&quot; as the pay of a job in a country where the pay is required, and asks for the
                range with its currency and period.
              </li>
              <li>
                A startup&apos;s screening questions are checked: a question about pay history is refused, and gendered words in a title
                are pointed out with a neutral form.
              </li>
              <li>
                Jobs that show their pay range carry the mark &quot;{PAY_RANGE_MARK_TEXT}&quot; on their cards and pages.
              </li>
              <li>
                When you search jobs in Denmark, Sweden or Finland, &quot;Shows salary&quot; is on: you see the ads that state their pay
                first, and you can untick it to see every ad.
              </li>
            </ul>
          </StyledText>
        </section>
      </PageBody>
    </Container>
  );
}
