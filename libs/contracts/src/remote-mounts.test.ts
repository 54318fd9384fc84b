import { classifyHost } from '@nordhub/domain';
import { remoteForPath } from './remote-mounts';

const hosts = { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] };

describe('remoteForPath', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/jobs', 'mfe_public'],
    ['/jobs/42/welcome', 'mfe_public'],
    ['/startups/join', 'mfe_public'],
    ['/clients', 'mfe_public'],
    ['/clientele/client', 'mfe_public'],
    ['/no/such/page', 'mfe_public'],
    ['/client', 'mfe_client_portal'],
    ['/client/', 'mfe_client_portal'],
    ['/client/startups/nordlys/jobs/42/boost', 'mfe_client_portal'],
    ['/CLIENT/applicant', 'mfe_client_portal'],
  ] as const)('on a main host serves %s from %s', (path, remote) => {
    expect(remoteForPath('main', path)).toBe(remote);
  });

  it.each(['/', '/careers/jobs/42', '/client', '/jobs'])('on a careers host serves %s from mfe_careers', (path) => {
    expect(remoteForPath('careers', path)).toBe('mfe_careers');
  });

  it.each(['/', '/whiteLabelFeed/jobs/42', '/client', '/jobs'])(
    'on a white-label host serves %s from mfe_whitelabel',
    (path) => {
      expect(remoteForPath('whitelabel', path)).toBe('mfe_whitelabel');
    },
  );

  it.each([
    ['localhost', '/client/my-jobs', 'mfe_client_portal'],
    ['127.0.0.1', '/', 'mfe_public'],
    ['jobs.feeds.localhost', '/', 'mfe_whitelabel'],
    ['careers.nordlys.localhost', '/careers/jobs/7', 'mfe_careers'],
  ] as const)('a request for %s%s is served by %s', (hostname, path, remote) => {
    expect(remoteForPath(classifyHost(hostname, hosts), path)).toBe(remote);
  });
});
