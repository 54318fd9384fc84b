import { type Tool } from '@nordhub/contracts';

/** A tool of /tools (GET /tools/{key}), for tests. */
export function makeTool(overrides: Partial<Tool> = {}): Tool {
  return {
    id: 'tool-1',
    key: 'hirely-ats',
    name: 'Hirely ATS',
    description: 'Applicant tracking built for small teams.',
    website: 'https://www.hirely-ats.example',
    logo: { path: 'tools/hirely-ats.png' },
    category: 'hiring',
    ...overrides,
  };
}
