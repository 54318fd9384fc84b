import { absoluteUrl, jobShareImagePath, shareLinks, storedFilePath } from './share';

describe('shareLinks', () => {
  const links = shareLinks({ url: 'https://nordhub.example/jobs/abc?ref=a&b=1', title: 'Backend developer at Nordlys & Co' });

  it('builds each network link with the URL and title encoded', () => {
    expect(links.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnordhub.example%2Fjobs%2Fabc%3Fref%3Da%26b%3D1');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnordhub.example%2Fjobs%2Fabc%3Fref%3Da%26b%3D1');
    expect(links.x).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fnordhub.example%2Fjobs%2Fabc%3Fref%3Da%26b%3D1&text=Backend%20developer%20at%20Nordlys%20%26%20Co',
    );
  });

  it('writes an e-mail with the title as subject and the link in the body', () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Backend developer at Nordlys & Co');
    expect(mail.searchParams.get('body')).toBe('Backend developer at Nordlys & Co\n\nhttps://nordhub.example/jobs/abc?ref=a&b=1');
    expect(links.email).not.toContain('+');
  });

  it('keeps the shared URL intact after the network decodes it', () => {
    expect(new URL(links.linkedin).searchParams.get('url')).toBe('https://nordhub.example/jobs/abc?ref=a&b=1');
    expect(new URL(links.x).searchParams.get('text')).toBe('Backend developer at Nordlys & Co');
  });
});

describe('absoluteUrl', () => {
  it('joins an origin and a path with one slash', () => {
    expect(absoluteUrl('https://nordhub.example', '/jobs/1')).toBe('https://nordhub.example/jobs/1');
    expect(absoluteUrl('https://nordhub.example/', '/jobs/1')).toBe('https://nordhub.example/jobs/1');
    expect(absoluteUrl('http://localhost:4200', 'jobs/1')).toBe('http://localhost:4200/jobs/1');
  });
});

describe('storedFilePath and jobShareImagePath', () => {
  it('encodes each segment of a stored path', () => {
    expect(storedFilePath({ path: 'jobs/a b/share#1.png' })).toBe('/api/files/jobs/a%20b/share%231.png');
    expect(storedFilePath(null)).toBeNull();
  });

  it("prefers the job's share image and falls back to the company logo", () => {
    const logo = { path: 'logos/nordlys.png' };
    expect(jobShareImagePath({ share: { image: { path: 'share/job.png' } }, company: { logoImage: logo } })).toBe('/api/files/share/job.png');
    expect(jobShareImagePath({ share: { image: null }, company: { logoImage: logo } })).toBe('/api/files/logos/nordlys.png');
    expect(jobShareImagePath({ share: { image: null }, company: { logoImage: null } })).toBeNull();
  });
});
