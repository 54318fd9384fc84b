// Paths the shell's chrome links to. The pages themselves live in the remotes (each has its
// own paths module); these are the public URLs of the product spec's screens and routes, so they cannot drift from
// the remotes' route tables without the remotes' route tests noticing the spec changed.
export const paths = {
  home: '/',
  jobs: '/jobs',
  startups: '/startups',
  pricing: '/pricing',
  scout: '/scout',
  startupsJoin: '/startups/join',
  startupsFaq: '/startups/faq',
  careerPage: '/startups/career-page',
  whiteLabelFeed: '/startups/white-label-feed',
  emailSignup: '/emailsignup',
  profileSettings: '/profile-settings',
  funding: '/funding',
  deals: '/deals',
  tools: '/tools',
  communityProgram: '/community-program',
  investorsJoin: '/investors/join',
  about: '/about',
  blog: '/blog',
  partners: '/partners',
  careers: '/careers',
  contact: '/contact',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  settings: '/settings',
  followedStartups: '/client/followed-startups',
  myJobs: '/client/my-jobs',
  applicantSettings: '/client/applicant/settings',
  jobReview: '/client/job-review',
  verifyEmail: '/client/verify-email',
} as const;

export type PathName = keyof typeof paths;

export function getHref(name: PathName): string {
  return paths[name];
}
