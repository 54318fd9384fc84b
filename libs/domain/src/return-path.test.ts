import { safeRedirectTarget, sameSiteReturnPath } from './return-path';

/** Every way we know to leave the site through a "return to" address. */
const openRedirectAttempts = [
  '//evil.example',
  '//evil.example/client',
  '///evil.example',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'client/x',
  '',
  '   ',
];

describe('sameSiteReturnPath (checkout cancel_url, and the rule under every return address)', () => {
  const site = 'https://nordhub.example';
  it('keeps rooted paths and same-origin URLs as a path with query and hash', () => {
    expect(sameSiteReturnPath('/client/startups/a/jobs/1/monetise?x=1#top', site)).toBe('/client/startups/a/jobs/1/monetise?x=1#top');
    expect(sameSiteReturnPath('https://nordhub.example/client/x', site)).toBe('/client/x');
    expect(sameSiteReturnPath('/jobs?q=%2F%2Fevil.example', site)).toBe('/jobs?q=%2F%2Fevil.example');
  });

  it.each([...openRedirectAttempts, 'http://nordhub.example/client', 'https://nordhub.example:444/x', 'https://nordhub.example.evil.example/x', 'https://nordhub.example@evil.example/x'])(
    'refuses %j',
    (url) => {
      expect(sameSiteReturnPath(url, site)).toBeNull();
    },
  );

  it('takes no absolute URL when no site origin is given', () => {
    expect(sameSiteReturnPath('https://nordhub.example/client/x')).toBeNull();
    expect(sameSiteReturnPath('/client/x')).toBe('/client/x');
  });
});

describe('safeRedirectTarget (the sign-in to query)', () => {
  it.each([
    ['/client/startups/x', '/client/startups/x'],
    ['/jobs?q=a#b', '/jobs?q=a#b'],
    ['/', '/'],
  ])('accepts the site path %s', (to, expected) => {
    expect(safeRedirectTarget(to)).toBe(expected);
  });

  it.each(openRedirectAttempts.filter((to) => to !== ''))('sends %j to /', (to) => {
    expect(safeRedirectTarget(to)).toBe('/');
  });

  it.each([null, undefined, ''])('gives null without a target (%j)', (to) => {
    expect(safeRedirectTarget(to)).toBeNull();
  });
});
