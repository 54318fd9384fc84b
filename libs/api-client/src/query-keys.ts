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
  },
  robotCheck: {
    all: ['robot-check'] as const,
    challenge: () => ['robot-check', 'challenge'] as const,
  },
} as const;
