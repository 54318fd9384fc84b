import { classifyHost, normalizeHostname } from './host';

const hosts = { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] };

describe('normalizeHostname', () => {
  it.each([
    ['LocalHost', 'localhost'],
    ['localhost:4200', 'localhost'],
    ['localhost.', 'localhost'],
    ['LOCALHOST.:4200', 'localhost'],
    ['  example.com  ', 'example.com'],
    ['[::1]:4200', '::1'],
    ['[::1]', '::1'],
    ['[::1', '::1'],
    ['::1', '::1'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeHostname(input)).toBe(expected);
  });
});

describe('classifyHost', () => {
  it.each([
    ['localhost', 'main'],
    ['127.0.0.1', 'main'],
    ['LOCALHOST', 'main'],
    ['localhost:4200', 'main'],
    ['127.0.0.1:4200', 'main'],
    ['localhost.', 'main'],
    ['acme.feeds.localhost', 'whitelabel'],
    ['ACME.Feeds.LocalHost:4200', 'whitelabel'],
    ['a.b.feeds.localhost', 'whitelabel'],
    ['acme.feeds.localhost.', 'whitelabel'],
    ['feeds.localhost', 'careers'],
    ['xfeeds.localhost', 'careers'],
    ['acme.localhost', 'careers'],
    ['careers.acme.com', 'careers'],
    ['', 'careers'],
  ])('%j is %s', (hostname, expected) => {
    expect(classifyHost(hostname, hosts)).toBe(expected);
  });

  it('compares main hosts case-insensitively and ignores their trailing dot', () => {
    expect(classifyHost('nordhub.example', { main: ['NordHub.Example.'], whiteLabelSuffixes: [] })).toBe('main');
  });

  it('accepts a suffix written without its leading dot', () => {
    const rules = { main: [], whiteLabelSuffixes: ['feeds.example.com'] };
    expect(classifyHost('partner.feeds.example.com', rules)).toBe('whitelabel');
    expect(classifyHost('feeds.example.com', rules)).toBe('careers');
    expect(classifyHost('myfeeds.example.com', rules)).toBe('careers');
  });

  it('ignores an empty suffix instead of treating every host as white-label', () => {
    expect(classifyHost('acme.com', { main: [], whiteLabelSuffixes: ['', '.'] })).toBe('careers');
  });

  it('prefers main when a host is both a main host and under a white-label suffix', () => {
    const rules = { main: ['www.feeds.localhost'], whiteLabelSuffixes: ['.feeds.localhost'] };
    expect(classifyHost('www.feeds.localhost', rules)).toBe('main');
  });

  it('treats every host as careers when no main hosts or suffixes are configured', () => {
    expect(classifyHost('localhost', { main: [], whiteLabelSuffixes: [] })).toBe('careers');
  });
});
