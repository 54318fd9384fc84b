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
    expect(messagesFor('libs/domain/src/e.ts')[0]).toMatch(/contracts and domain stay free of UI/);
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
});
