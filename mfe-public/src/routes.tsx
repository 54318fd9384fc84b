import { ErrorPage } from '@nordhub/design-system';
import { jobLandingPageBySlug } from '@nordhub/domain';
import { lazyPage, pageAt, pickPage, preloadPagesAt } from '@nordhub/remote-kit';
import { AuthGuard } from '@nordhub/session';
import { type QueryClient } from '@tanstack/react-query';
import { type RouteObject } from 'react-router-dom';
import { PageSuspense } from './page-suspense';
import { paths } from './paths';

// Features load on demand, one chunk each, the home page too: a first visit to /jobs loads no
// home page code and / none of the job search's (the first-visit weight budget).
const home = () => import(/* webpackChunkName: "home" */ './features/home/home-page');
const company = () => import(/* webpackChunkName: "company" */ './features/company/company-pages');
const blog = () => import(/* webpackChunkName: "blog" */ './features/blog/blog-pages');
const jobs = () => import(/* webpackChunkName: "jobs" */ './features/jobs/job-search-pages');
const job = () => import(/* webpackChunkName: "job" */ './features/jobs/single-job-pages');
const jobConfirmation = () => import(/* webpackChunkName: "job-confirmation" */ './features/job-confirmation/confirm-open-page');
const jobAlerts = () => import(/* webpackChunkName: "job-alerts" */ './features/job-alerts/job-alerts-pages');
// The list apart from the startup pages: those read contract schemas, so their chunk brings zod.
const startupsList = () => import(/* webpackChunkName: "startups-list" */ './features/startups/startups-list-page');
const startups = () => import(/* webpackChunkName: "startups" */ './features/startups/startups-pages');
const funding = () => import(/* webpackChunkName: "funding" */ './features/funding/funding-pages');
const fundingQuiz = () => import(/* webpackChunkName: "funding-quiz" */ './features/funding/funding-quiz-pages');
const deals = () => import(/* webpackChunkName: "deals" */ './features/deals/deals-pages');
const tools = () => import(/* webpackChunkName: "tools" */ './features/tools/tools-pages');
const partners = () => import(/* webpackChunkName: "partners" */ './features/partners/partners-pages');
const pricing = () => import(/* webpackChunkName: "pricing" */ './features/pricing/pricing-pages');
const payTransparency = () => import(/* webpackChunkName: "pay-transparency" */ './features/pay-transparency/pay-transparency-page');
const scout = () => import(/* webpackChunkName: "scout" */ './features/scout/scout-pages');
const account = () => import(/* webpackChunkName: "account" */ './features/account/account-pages');
const contact = () => import(/* webpackChunkName: "contact" */ './features/contact/contact-page');
const careers = () => import(/* webpackChunkName: "careers" */ './features/careers/careers-page');
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './features/dashboard/dashboard-page');

const HomePage = lazyPage(home, 'HomePage');
const AboutPage = lazyPage(company, 'AboutPage');
const ContactPage = lazyPage(contact, 'ContactPage');
const CareersPage = lazyPage(careers, 'CareersPage');
const TermsPage = lazyPage(company, 'TermsPage');
const PrivacyPolicyPage = lazyPage(company, 'PrivacyPolicyPage');
const CommunityProgramPage = lazyPage(company, 'CommunityProgramPage');
const BlogPage = lazyPage(blog, 'BlogPage');
const BlogPostPage = lazyPage(blog, 'BlogPostPage');
const JobsPage = lazyPage(jobs, 'JobsPage');
const JobPage = lazyPage(job, 'JobPage');
const JobLandingPage = lazyPage(jobs, 'JobLandingPage');
const JobOrLandingPage = pickPage(({ id = '' }) => (jobLandingPageBySlug(id) ? JobLandingPage : JobPage));
const JobWelcomePage = lazyPage(job, 'JobWelcomePage');
const JobResendApplicantsPage = lazyPage(job, 'JobResendApplicantsPage');
const JobConfirmOpenPage = lazyPage(jobConfirmation, 'JobConfirmOpenPage');
const JobsInCountryPage = lazyPage(jobs, 'JobsInCountryPage');
const JobsInCityPage = lazyPage(jobs, 'JobsInCityPage');
const ExternalFeaturedJobsPage = lazyPage(jobs, 'ExternalFeaturedJobsPage');
const EmailSignupPage = lazyPage(jobAlerts, 'EmailSignupPage');
const ProfileSettingsPage = lazyPage(jobAlerts, 'ProfileSettingsPage');
const StartupsPage = lazyPage(startupsList, 'StartupsListPage');
const StartupPage = lazyPage(startups, 'StartupPage');
const StartupWelcomePage = lazyPage(startups, 'StartupWelcomePage');
const StartupsJoinPage = lazyPage(startups, 'StartupsJoinPage');
const StartupsFaqPage = lazyPage(startups, 'StartupsFaqPage');
const CareerPageProductPage = lazyPage(startups, 'CareerPageProductPage');
const WhiteLabelFeedProductPage = lazyPage(startups, 'WhiteLabelFeedProductPage');
const JobListWidgetPage = lazyPage(startups, 'JobListWidgetPage');
const FundingPage = lazyPage(funding, 'FundingPage');
const FundingInvestorPage = lazyPage(funding, 'FundingInvestorPage');
const InvestorJobBoardPage = lazyPage(funding, 'InvestorJobBoardPage');
const FundingQuizPage = lazyPage(fundingQuiz, 'FundingQuizPage');
const FundingQuizResultsPage = lazyPage(fundingQuiz, 'FundingQuizResultsPage');
const InvestorsJoinPage = lazyPage(funding, 'InvestorsJoinPage');
const DealsPage = lazyPage(deals, 'DealsPage');
const DealPage = lazyPage(deals, 'DealPage');
const ToolsPage = lazyPage(tools, 'ToolsPage');
const ToolPage = lazyPage(tools, 'ToolPage');
const PartnersPage = lazyPage(partners, 'PartnersPage');
const PartnerPage = lazyPage(partners, 'PartnerPage');
const PricingPage = lazyPage(pricing, 'PricingPage');
const PayTransparencyPage = lazyPage(payTransparency, 'PayTransparencyPage');
const ScoutPage = lazyPage(scout, 'ScoutPage');
const ScoutTermsPage = lazyPage(scout, 'ScoutTermsPage');
const HeadhunterPage = lazyPage(scout, 'HeadhunterPage');
const HeadhunterTermsPage = lazyPage(scout, 'HeadhunterTermsPage');
const DashboardPage = lazyPage(dashboard, 'DashboardPage');
const SettingsPage = lazyPage(account, 'SettingsPage');

/**
 * Every public page (the product spec's screens and routes). Exposed to the shell as `mfe_public/routes`; the shell
 * renders it for every path of a main host outside /client. Paths are absolute.
 */
export const routes: RouteObject[] = [
  {
    element: <PageSuspense />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.blog, element: <BlogPage /> },
      { path: paths.blogPost, element: <BlogPostPage /> },
      { path: paths.careers, element: <CareersPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.deals, element: <DealsPage /> },
      { path: paths.deal, element: <DealPage /> },
      { path: paths.emailSignup, element: <EmailSignupPage /> },
      { path: paths.funding, element: <FundingPage /> },
      { path: paths.fundingInvestor, element: <FundingInvestorPage /> },
      { path: paths.fundingInvestorJobBoard, element: <InvestorJobBoardPage /> },
      { path: paths.fundingQuiz, element: <FundingQuizPage /> },
      { path: paths.fundingQuizResults, element: <FundingQuizResultsPage /> },
      { path: paths.headhunter, element: <HeadhunterPage /> },
      { path: paths.headhunterTerms, element: <HeadhunterTermsPage /> },
      { path: paths.jobs, element: <JobsPage /> },
      // A job, or one of the fixed SEO landing pages (/jobs/backend-jobs-copenhagen) when the id is its slug.
      { path: paths.job, element: <JobOrLandingPage /> },
      { path: paths.jobWelcome, element: <JobWelcomePage /> },
      { path: paths.jobResendApplicants, element: <JobResendApplicantsPage /> },
      { path: paths.jobConfirmOpen, element: <JobConfirmOpenPage /> },
      { path: paths.jobsInCountry, element: <JobsInCountryPage /> },
      { path: paths.jobsInCity, element: <JobsInCityPage /> },
      { path: paths.partners, element: <PartnersPage /> },
      { path: paths.partner, element: <PartnerPage /> },
      { path: paths.payTransparency, element: <PayTransparencyPage /> },
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.scout, element: <ScoutPage /> },
      { path: paths.scoutTerms, element: <ScoutTermsPage /> },
      // My Account needs a signed-in user (the product spec's roles and permissions, auth).
      {
        path: paths.settings,
        element: (
          <AuthGuard>
            <SettingsPage />
          </AuthGuard>
        ),
      },
      { path: paths.startups, element: <StartupsPage /> },
      { path: paths.startup, element: <StartupPage /> },
      { path: paths.startupWelcome, element: <StartupWelcomePage /> },
      { path: paths.startupsJoin, element: <StartupsJoinPage /> },
      { path: paths.startupsFaq, element: <StartupsFaqPage /> },
      { path: paths.careerPageProduct, element: <CareerPageProductPage /> },
      { path: paths.whiteLabelFeedProduct, element: <WhiteLabelFeedProductPage /> },
      { path: paths.jobListWidget, element: <JobListWidgetPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.tools, element: <ToolsPage /> },
      { path: paths.tool, element: <ToolPage /> },
      { path: paths.profileSettings, element: <ProfileSettingsPage /> },
      { path: paths.investorsJoin, element: <InvestorsJoinPage /> },
      { path: paths.communityProgram, element: <CommunityProgramPage /> },
      { path: paths.externalFeaturedJobs, element: <ExternalFeaturedJobsPage /> },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
];

/**
 * Loads the code of the page at `pathname`, so it renders without suspending: the shell calls it
 * before it takes over a page the server drew (shell/src/remote-area, preloadRemoteArea).
 */
export const preload = (pathname: string): Promise<void> => preloadPagesAt(routes, pathname);

/**
 * Asks for the data a page shows first, into the app's query cache: the shell calls it when a
 * visitor shows they may open the page (shell/src/routing/preload-on-intent.ts). A job's page
 * reads its job, a startup's its profile; the code that knows how comes with the page's chunk.
 * The route table picks the page, so /startups/join is not read as a startup called "join".
 */
export const prefetch = async (pathname: string, queryClient: QueryClient): Promise<void> => {
  const page = pageAt(routes, pathname);
  const id = page?.params.id;
  if (!page || !id) return;
  if (page.path === paths.job && !jobLandingPageBySlug(id)) await (await job()).prefetchJobPage(id, queryClient);
  else if (page.path === paths.startup) await (await startups()).prefetchStartupPage(id, queryClient);
};
