import { generatePath, type PathParam } from 'react-router-dom';

/** Every route of this remote (spec section 2, public routes). Links use getHref, never literals. */
export const paths = {
  home: '/',
  about: '/about',
  blog: '/blog',
  careers: '/careers',
  contact: '/contact',
  dashboard: '/dashboard',
  deals: '/deals',
  deal: '/deals/:id',
  emailSignup: '/emailsignup',
  funding: '/funding',
  fundingInvestor: '/funding/:id',
  fundingQuiz: '/funding/quiz',
  fundingQuizResults: '/funding/quiz/results',
  headhunter: '/headhunter',
  headhunterTerms: '/headhunter-terms',
  jobs: '/jobs',
  job: '/jobs/:id',
  jobWelcome: '/jobs/:id/welcome',
  jobResendApplicants: '/jobs/:id/resend-applicants',
  jobsInCountry: '/jobs/location/:country',
  jobsInCity: '/jobs/location/:country/:city',
  partners: '/partners',
  partner: '/partners/:partner',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  scout: '/scout',
  scoutTerms: '/scout-terms',
  settings: '/settings',
  startups: '/startups',
  startup: '/startups/:id',
  startupWelcome: '/startups/:id/welcome',
  startupsJoin: '/startups/join',
  startupsFaq: '/startups/faq',
  careerPageProduct: '/startups/career-page',
  whiteLabelFeedProduct: '/startups/white-label-feed',
  jobListWidget: '/startups/joblistwidget/:id',
  terms: '/terms',
  tools: '/tools',
  tool: '/tools/:id',
  profileSettings: '/profile-settings/:settingsKey',
  investorsJoin: '/investors/join',
  communityProgram: '/community-program',
  externalFeaturedJobs: '/external/featuredjobs',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? []
  : [params: { [K in PathParam<P>]: string | number }];

/** The URL of a route, with its parameters filled in (and encoded). */
export function getHref<N extends PathName>(name: N, ...[params]: HrefArgs<Paths[N]>): string {
  const values = params
    ? Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
    : undefined;
  return generatePath(paths[name] as string, values);
}
