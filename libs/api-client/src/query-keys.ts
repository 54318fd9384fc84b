// Query keys start with the resource, so `invalidateQueries({ queryKey: ['jobs'] })` hits every
// jobs query. Add a resource here when its first call is written.
export const queryKeys = {
  site: {
    all: ['site'] as const,
    configuration: () => ['site', 'configuration'] as const,
    /** GET /site/visitor-country. */
    visitorCountry: () => ['site', 'visitor-country'] as const,
  },
  health: {
    all: ['health'] as const,
  },
  currencyRates: {
    all: ['currency-rates'] as const,
  },
  users: {
    all: ['users'] as const,
    me: () => ['users', 'me'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    /** GET /v2/jobsandfeatured: a page of the job search with its featured jobs. */
    search: (query: object) => ['jobs', 'search', query] as const,
    /** GET /v2/jobs: a plain list of jobs (a startup's on its profile and careers site); another shape than search. */
    list: (query: object) => ['jobs', 'list', query] as const,
    suggestions: (field: string, text: string) => ['jobs', 'suggestions', field, text] as const,
    detail: (id: string) => ['jobs', 'detail', id] as const,
    related: (id: string) => ['jobs', 'related', id] as const,
    /** GET /v2/jobs/latest/3. */
    latest: () => ['jobs', 'latest'] as const,
    /** GET /white-label-feeds/{key}/jobs (a feed's jobs, its rules applied) and one job of it. */
    feed: (feedKey: string, query: object) => ['jobs', 'feed', feedKey, query] as const,
    feedJob: (feedKey: string, id: string) => ['jobs', 'feed', feedKey, 'detail', id] as const,
    /** GET /v2/featuredjobs (no filters), at most `limit` (the server's default when absent). */
    featured: (limit?: number) => ['jobs', 'featured', limit ?? null] as const,
    /** GET /embed/companies/{key}/jobs: a startup's open jobs for the embeds. */
    embed: (key: string) => ['jobs', 'embed', key] as const,
    /** The signed-in user's saved and interested jobs (GET /jobs/mine). */
    mine: () => ['jobs', 'mine'] as const,
    /** A company's jobs in every status (GET /companies/{key}/jobs). */
    company: (companyKey: string) => ['jobs', 'company', companyKey] as const,
    /** A job in any status, for its managers (GET /jobs/single/{id}/hidden). */
    managed: (id: string) => ['jobs', 'managed', id] as const,
    /** Prices to post or boost a job (GET /jobs/{id}/payment-options). */
    paymentOptions: (id: string) => ['jobs', 'payment-options', id] as const,
    /** The jobs waiting for review (GET /job-review, admins). */
    reviewQueue: () => ['jobs', 'review-queue'] as const,
    /** A job's review, for its managers (GET /jobs/{id}/review). */
    review: (id: string) => ['jobs', 'review', id] as const,
  },
  jobSearch: {
    all: ['job-search'] as const,
    /** The signed-in user's saved (pinned) searches (GET job-search). */
    list: () => ['job-search', 'list'] as const,
    /** New-job counts of searches (POST jobs/count/bulk); under job-search so a pin change refreshes them. */
    counts: (items?: readonly object[]) => (items ? (['job-search', 'counts', items] as const) : (['job-search', 'counts'] as const)),
  },
  digest: {
    all: ['digest'] as const,
    /** GET /digest/{settingsKey}. */
    settings: (settingsKey: string) => ['digest', 'settings', settingsKey] as const,
    mailAll: () => ['digest', 'mail'] as const,
    /** GET digest/mail/{email}. */
    mail: (email: string) => ['digest', 'mail', email] as const,
  },
  companies: {
    all: ['companies'] as const,
    /** GET /companies/{key}/hidden: a managed company in any status. */
    managed: (key: string) => ['companies', 'managed', key] as const,
    /** GET /companies/{key}/dashboard. */
    dashboard: (key: string) => ['companies', 'dashboard', key] as const,
    /** GET /companies with a query: public startup lists. */
    startups: (query: object) => ['companies', 'startups', query] as const,
    startupsAll: () => ['companies', 'startups'] as const,
    /** GET /companies/{key}: a startup's public profile. */
    startup: (key: string) => ['companies', 'startup', key] as const,
    /** GET /companies/domain/{domain}: the startup a careers host belongs to. */
    careersSite: (domain: string) => ['companies', 'careers-site', domain] as const,
    /** GET /companies/white-label-feed-domain/{domain}: the feed a white-label host serves. */
    whiteLabelFeed: (domain: string) => ['companies', 'white-label-feed-domain', domain] as const,
    /** GET /companies/{key}/response-record: how the startup answers applications. */
    responseRecord: (key: string) => ['companies', 'response-record', key] as const,
  },
  /** A startup's or an investor's team (under 'companies' or 'investors', so their prefixes cover it) and invitation links. */
  teams: {
    team: (type: 'company' | 'investor', key: string) => [type === 'company' ? 'companies' : 'investors', 'team', key] as const,
    /** GET /invites/{key}: an invitation behind a mailed link. */
    invite: (inviteKey: string) => ['invites', inviteKey] as const,
  },
  /** A startup's settings, feeds, blog and deals in the portal (under 'companies' too). */
  companyPortal: {
    settings: (key: string) => ['companies', 'settings', key] as const,
    /** GET /companies/{key}/careers-site: the careers site's hero as its editor shows it. */
    careersSiteSettings: (key: string) => ['companies', 'careers-site-settings', key] as const,
    /** GET /companies/{key}/linkedin-feed: the feed URL and LinkedIn's last fetch of it. */
    linkedInFeed: (key: string) => ['companies', 'linkedin-feed', key] as const,
    feeds: (key: string) => ['companies', 'white-label-feeds', key] as const,
    blogPosts: (key: string) => ['companies', 'blog-posts', key] as const,
    deals: (key: string) => ['companies', 'deals', key] as const,
    deal: (key: string, deal: string) => ['companies', 'deals', key, deal] as const,
    /** GET /companies/{key}/scout-orders and one order of it. */
    scoutOrders: (key: string) => ['companies', 'scout-orders', key] as const,
    scoutOrder: (key: string, id: string) => ['companies', 'scout-orders', key, id] as const,
  },
  investors: {
    all: ['investors'] as const,
    search: (query: object) => ['investors', 'search', query] as const,
    detail: (key: string) => ['investors', 'detail', key] as const,
    /** The investor portal: a managed investor in any status, its dashboard and portfolio. */
    managed: (key: string) => ['investors', 'managed', key] as const,
    dashboard: (key: string) => ['investors', 'dashboard', key] as const,
    portfolio: (key: string) => ['investors', 'portfolio', key] as const,
    /** GET /investors/{key}/portfolio-jobs: one page of open jobs at the portfolio's startups. */
    portfolioJobs: (key: string, page: object) => ['investors', 'portfolio-jobs', key, page] as const,
    quiz: (answers: object) => ['investors', 'quiz', answers] as const,
  },
  applicants: {
    all: ['applicants'] as const,
    /** Every applicant board of every company. */
    boards: () => ['applicants', 'board'] as const,
    /** Every board (any filters) of one company. */
    company: (companyKey: string) => ['applicants', 'board', companyKey] as const,
    /** GET {company endpoint}/applicants with these filters. */
    board: (companyKey: string, filters: object) => ['applicants', 'board', companyKey, filters] as const,
    /** GET /applications/{id}/notes. */
    notes: (applicationId: string) => ['applicants', 'notes', applicationId] as const,
    /** GET /companies/{key}/ats: the applicant-tracking connection. */
    ats: (companyKey: string) => ['applicants', 'ats', companyKey] as const,
  },
  /** The job seeker's own pages (GET /applicant/...). */
  applicant: {
    all: ['applicant'] as const,
    overview: () => ['applicant', 'overview'] as const,
    settings: () => ['applicant', 'settings'] as const,
    applications: () => ['applicant', 'applications'] as const,
    followedStartups: () => ['applicant', 'followed-startups'] as const,
  },
  /** The public blog (GET /blog-posts, /blog-posts/{key}). */
  blog: {
    all: ['blog'] as const,
    list: (query: object) => ['blog', 'list', query] as const,
    post: (key: string) => ['blog', 'post', key] as const,
  },
  /** Tools for startups (GET /tools, /tools/{key}). */
  tools: {
    all: ['tools'] as const,
    list: (query: object) => ['tools', 'list', query] as const,
    detail: (key: string) => ['tools', 'detail', key] as const,
  },
  /** The partners page (GET pages/partners) and one partner (GET /partners/{key}). */
  partners: {
    all: ['partners'] as const,
    page: () => ['partners', 'page'] as const,
    detail: (key: string) => ['partners', 'detail', key] as const,
  },
  /** Public deal summaries (GET /deals, /deals/{key}); a startup's view is under companyPortal. */
  deals: {
    all: ['deals'] as const,
    list: () => ['deals', 'list'] as const,
    detail: (key: string) => ['deals', 'detail', key] as const,
  },
  /** Content pages kept in the database (GET /pages/{key}). */
  pages: {
    all: ['pages'] as const,
    detail: (key: string) => ['pages', 'detail', key] as const,
  },
  robotCheck: {
    all: ['robot-check'] as const,
    challenge: () => ['robot-check', 'challenge'] as const,
  },
} as const;
