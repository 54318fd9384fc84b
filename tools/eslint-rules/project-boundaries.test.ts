import { lintCases } from './lint-cases';

const outcomes = lintCases('nordhub/project-boundaries', [
  { file: 'mfe-public/src/features/home/a.ts', code: "import { routes } from '@nordhub/mfe-careers';\nexport const a = routes;\n" },
  { file: 'mfe-public/src/features/home/b.ts', code: "import { routes } from '../../../../mfe-careers/src/routes';\nexport const b = routes;\n" },
  { file: 'mfe-careers/src/c.ts', code: "import { x } from '../../shell/src/x';\nexport const c = x;\n" },
  { file: 'libs/design-system/src/d.ts', code: "import { routes } from '../../../mfe-public/src/routes';\nexport const d = routes;\n" },
  { file: 'libs/domain/src/e.ts', code: "import { theme } from '@nordhub/design-system';\nexport const e = theme;\n" },
  { file: 'api/src/f.ts', code: "import { Button } from '@nordhub/design-system';\nexport const f = Button;\n" },
  { file: 'mfe-public/src/features/home/ok.ts', code: "import { theme } from '@nordhub/design-system';\nimport { x } from './x';\nexport const ok = [theme, x];\n" },
  { file: 'api/src/ok.ts', code: "import * as contracts from '@nordhub/contracts';\nexport const ok = contracts;\n" },
  { file: 'mfe-public/src/features/startups/g.ts', code: "import { JobCard } from '../jobs/job-card';\nexport const g = JobCard;\n" },
  {
    file: 'mfe-public/src/features/jobs/apply/ok-shared.ts',
    code: "import { JobCard } from '../../../components/jobs/job-card';\nimport { x } from '../job-page';\nexport const ok = [JobCard, x];\n",
  },
  { file: 'api/src/modules/payments/payments/h.ts', code: "import { listJobs } from '../../jobs/jobs/queries';\nexport const h = listJobs;\n" },
  { file: 'api/src/modules/payments/payments/i.ts', code: "import { jobsRoutes } from '../../jobs/jobs/routes';\nexport const i = jobsRoutes;\n" },
  { file: 'api/src/app-j.ts', code: "import { searchJobs } from './modules/jobs/jobs/service';\nexport const j = searchJobs;\n" },
  {
    file: 'api/src/modules/payments/payments/ok-face.ts',
    code: "import { searchJobs } from '../../jobs/jobs';\nimport { jobsRoutes } from '../../jobs/jobs/index';\nimport { rows } from './queries';\nexport const ok = [searchJobs, jobsRoutes, rows];\n",
  },
  { file: 'api/src/modules/payments/payments/k.test.ts', code: "import { insertJob } from '../../jobs/jobs/queries';\nexport const k = insertJob;\n" },
  { file: 'libs/design-system/src/l.ts', code: "import { useSession } from '@nordhub/session';\nexport const l = useSession;\n" },
  { file: 'libs/api-client/src/m.ts', code: "import { Button } from '@nordhub/design-system';\nexport const m = Button;\n" },
  { file: 'libs/contracts/src/n.ts', code: "import { api } from '@nordhub/api-client';\nexport const n = api;\n" },
  { file: 'libs/domain/src/o.ts', code: "import { jobSchema } from '@nordhub/contracts';\nexport const o = jobSchema;\n" },
  {
    file: 'libs/session/src/ok-ranks.ts',
    code: "import { api } from '@nordhub/api-client';\nimport { Button } from '@nordhub/design-system';\nimport { jobSchema } from '@nordhub/contracts';\nexport const ok = [api, Button, jobSchema];\n",
  },
]);
const messagesFor = (file: string) => outcomes.find((o) => o.file === file)?.messages ?? [];

describe('project boundaries lint rule', () => {
  it('refuses a remote importing another remote by package name', () => {
    expect(messagesFor('mfe-public/src/features/home/a.ts')[0]).toMatch(/mfe-public \(remote\) may not import mfe-careers/);
  });
  it('refuses a remote reaching into another remote by relative path', () => {
    expect(messagesFor('mfe-public/src/features/home/b.ts')).toHaveLength(1);
  });
  it('refuses a remote importing the shell', () => {
    expect(messagesFor('mfe-careers/src/c.ts')[0]).toMatch(/may not import shell/);
  });
  it('refuses a lib importing an app', () => {
    expect(messagesFor('libs/design-system/src/d.ts')[0]).toMatch(/libs never import apps/);
  });
  it('keeps domain free of UI libs', () => {
    expect(messagesFor('libs/domain/src/e.ts')[0]).toMatch(/contracts, domain and i18n stay free of UI/);
  });
  it('refuses the API importing UI code', () => {
    expect(messagesFor('api/src/f.ts')[0]).toMatch(/never UI code/);
  });
  it('allows remotes to use libs and their own files, and the API to use contracts', () => {
    expect(messagesFor('mfe-public/src/features/home/ok.ts')).toEqual([]);
    expect(messagesFor('api/src/ok.ts')).toEqual([]);
  });
  it('refuses a feature importing another feature of the same app', () => {
    expect(messagesFor('mfe-public/src/features/startups/g.ts')[0]).toMatch(/Feature startups may not import feature jobs/);
  });
  it('allows a feature to use shared components and its own files', () => {
    expect(messagesFor('mfe-public/src/features/jobs/apply/ok-shared.ts')).toEqual([]);
  });
  it("refuses an API module importing another module's queries or routes", () => {
    expect(messagesFor('api/src/modules/payments/payments/h.ts')[0]).toMatch(/reaches into the API module jobs\/jobs: import it through its public face \('\.\.\/\.\.\/jobs\/jobs'/);
    expect(messagesFor('api/src/modules/payments/payments/i.ts')[0]).toMatch(/reaches into the API module jobs\/jobs/);
  });
  it('refuses API code outside the modules reaching past a module index', () => {
    expect(messagesFor('api/src/app-j.ts')[0]).toMatch(/import it through its public face \('\.\/modules\/jobs\/jobs'/);
  });
  it("allows a module to use another module's index.ts and its own private files", () => {
    expect(messagesFor('api/src/modules/payments/payments/ok-face.ts')).toEqual([]);
  });
  it('lets tests reach into a module to set up data', () => {
    expect(messagesFor('api/src/modules/payments/payments/k.test.ts')).toEqual([]);
  });
  it('keeps the libs in their ranks', () => {
    expect(messagesFor('libs/design-system/src/l.ts')[0]).toMatch(/libs\/design-system may not import libs\/session: design-system builds only on domain, i18n/);
    expect(messagesFor('libs/api-client/src/m.ts')[0]).toMatch(/libs\/api-client may not import libs\/design-system/);
    expect(messagesFor('libs/contracts/src/n.ts')).toHaveLength(1);
    expect(messagesFor('libs/domain/src/o.ts')[0]).toMatch(/domain builds only on nothing of ours/);
    expect(messagesFor('libs/session/src/ok-ranks.ts')).toEqual([]);
  });
});
