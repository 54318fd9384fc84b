import { type ContentPage, type PublicDeal } from '@nordhub/contracts';

/** A published deal as GET /deals/{key} answers it (tests only). */
export function makePublicDeal(overrides: Partial<PublicDeal> = {}): PublicDeal {
  const key = overrides.key ?? 'legal-starter-pack';
  return {
    id: 'deal-1',
    key,
    type: 'DOWNLOAD',
    title: 'Legal starter pack',
    summary: 'Contracts and templates for your first hires.',
    partnerName: 'Norr Legal',
    image: null,
    partnerLogo: null,
    url: `/deals/${key}`,
    company: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A content page as GET /pages/{key} answers it (tests only). */
export function makeContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    key: 'about',
    title: 'About Nordhub',
    bodyText: 'Nordhub is the job marketplace for Nordic startups.',
    sections: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
