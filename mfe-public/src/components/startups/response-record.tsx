import styled from '@emotion/styled';
import { useResponseRecord } from '@nordhub/api-client';
import { type CompanyResponseRecord } from '@nordhub/contracts';
import { Badge } from '@nordhub/design-system';
import { responseRecordTexts } from '@nordhub/domain';

const StyledRecord = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  margin: 0,
}));

const StyledDetail = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

export type ResponseRecordTextProps = {
  record: Pick<CompanyResponseRecord, 'enough' | 'medianDaysToAnswer' | 'shareAnsweredWithinWindow' | 'responsive'>;
  companyName: string;
};

/**
 * "Usually answers within 5 days · Answers 80% of applications within 14 days"; nothing below
 * five counted applications (docs/employers-who-answer.md).
 */
export function ResponseRecordText({ record, companyName }: ResponseRecordTextProps) {
  const texts = responseRecordTexts(record);
  if (!texts) return null;
  return (
    <StyledRecord aria-label={`How ${companyName} answers applications`} role="group">
      <Badge tone={record.responsive ? 'success' : 'neutral'}>{texts.headline}</Badge>
      <StyledDetail>{texts.detail}</StyledDetail>
    </StyledRecord>
  );
}

export type ResponseRecordProps = {
  companyKey: string;
  companyName: string;
};

/** The startup's response record, loaded on its own: a failure or a missing record shows nothing. */
export function ResponseRecord({ companyKey, companyName }: ResponseRecordProps) {
  const { data } = useResponseRecord(companyKey);
  return data ? <ResponseRecordText record={data} companyName={companyName} /> : null;
}
