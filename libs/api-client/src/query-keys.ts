// Query keys start with the resource, so `invalidateQueries({ queryKey: ['jobs'] })` hits every
// jobs query. Add a resource here when its first call is written.
export const queryKeys = {
  site: {
    all: ['site'] as const,
    configuration: () => ['site', 'configuration'] as const,
  },
  health: {
    all: ['health'] as const,
  },
  users: {
    all: ['users'] as const,
    me: () => ['users', 'me'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    search: (query: object) => ['jobs', 'search', query] as const,
    suggestions: (field: string, text: string) => ['jobs', 'suggestions', field, text] as const,
    detail: (id: string) => ['jobs', 'detail', id] as const,
    related: (id: string) => ['jobs', 'related', id] as const,
    /** The signed-in user's saved and interested jobs (GET /jobs/mine). */
    mine: () => ['jobs', 'mine'] as const,
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
  robotCheck: {
    all: ['robot-check'] as const,
    challenge: () => ['robot-check', 'challenge'] as const,
  },
} as const;
