import { applyChannel, isClosedJob, nordhubApplyHref, safeExternalUrl, textParagraphs } from './job-page';

describe('isClosedJob', () => {
  it('is true for EXPIRED and STOPPED only', () => {
    expect(isClosedJob({ status: 'EXPIRED' })).toBe(true);
    expect(isClosedJob({ status: 'STOPPED' })).toBe(true);
    expect(isClosedJob({ status: 'ACTIVE' })).toBe(false);
  });
});

describe('textParagraphs', () => {
  it('splits at blank lines and drops empty paragraphs', () => {
    expect(textParagraphs('One\r\nline two\r\n\r\n  \n\nTwo  ')).toEqual(['One\nline two', 'Two']);
    expect(textParagraphs('')).toEqual([]);
    expect(textParagraphs(null)).toEqual([]);
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https links only', () => {
    expect(safeExternalUrl('https://acme.com/apply')).toBe('https://acme.com/apply');
    expect(safeExternalUrl(' http://acme.com ')).toBe('http://acme.com/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('applyChannel', () => {
  const job = { id: 'j1', title: 'Backend developer', applicationUrl: null, applicationEmail: null };

  it("sends Apply to the company's site when the job takes applications there", () => {
    expect(applyChannel({ ...job, receiveApplicants: 'url', applicationUrl: 'https://nordlys.dk/apply' })).toEqual({ kind: 'company-site', href: 'https://nordlys.dk/apply' });
  });

  it('writes an e-mail with the job title as subject', () => {
    expect(applyChannel({ ...job, receiveApplicants: 'email', applicationEmail: 'jobs@nordlys.dk' })).toEqual({
      kind: 'email',
      href: 'mailto:jobs%40nordlys.dk?subject=Backend%20developer',
    });
  });

  it('applies on Nordhub otherwise, also when the link is not http(s)', () => {
    expect(applyChannel({ ...job, receiveApplicants: 'nordhub' })).toEqual({ kind: 'nordhub' });
    expect(applyChannel({ ...job, receiveApplicants: 'url', applicationUrl: 'javascript:alert(1)' })).toEqual({ kind: 'nordhub' });
    expect(applyChannel({ ...job, receiveApplicants: 'email' })).toEqual({ kind: 'nordhub' });
  });

  it("links other hosts to the job's apply dialog on the main site", () => {
    expect(nordhubApplyHref('https://nordhub.example', 'a b')).toBe('https://nordhub.example/jobs/a%20b?apply=1');
    expect(nordhubApplyHref('https://nordhub.example', 'a b', 'fi')).toBe('https://nordhub.example/jobs/a%20b?apply=1&lang=fi');
    expect(nordhubApplyHref('https://nordhub.example', 'a b', 'en')).toBe('https://nordhub.example/jobs/a%20b?apply=1');
  });
});
