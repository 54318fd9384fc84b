import { type RuntimeConfig } from '@nordhub/contracts';
import { manifestRemotes } from './setup-federation';

const config: RuntimeConfig = {
  remotes: {
    mfe_public: '/remotes/mfe-public/mf-manifest.json',
    mfe_client_portal: 'https://cdn.example.com/client/mf-manifest.json',
    mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
    mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
  },
  hosts: { main: ['localhost'], whiteLabelSuffixes: ['.feeds.localhost'] },
  platform: 'main',
  headhunterEnabled: false,
  disableSignUp: false,
};

describe('manifestRemotes', () => {
  it('registers every remote under its container name with an absolute manifest URL', () => {
    expect(manifestRemotes(config, 'http://careers.nordlys.localhost:4200/careers/jobs/1')).toEqual([
      { name: 'mfe_public', entry: 'http://careers.nordlys.localhost:4200/remotes/mfe-public/mf-manifest.json' },
      { name: 'mfe_client_portal', entry: 'https://cdn.example.com/client/mf-manifest.json' },
      { name: 'mfe_careers', entry: 'http://careers.nordlys.localhost:4200/remotes/mfe-careers/mf-manifest.json' },
      { name: 'mfe_whitelabel', entry: 'http://careers.nordlys.localhost:4200/remotes/mfe-whitelabel/mf-manifest.json' },
    ]);
  });
});
