import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { useAppWithoutDatabase } from '../test/test-app';

jest.setTimeout(20_000);

// Who may frame what: only the job-list widget may be framed by other sites. Like static.test.ts,
// a stand-in shell build and an unmigrated PGlite (no page here needs the database).
describe('framing', () => {
  const { app } = useAppWithoutDatabase({
    files: (root) => {
      const index = path.join(root, 'shell', 'dist', 'index.html');
      mkdirSync(path.dirname(index), { recursive: true });
      writeFileSync(index, '<!doctype html><title>Nordhub</title><div id="root"></div>');
      writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell")');
    },
  });

  it('lets any site frame the job-list widget and the external featured jobs', async () => {
    for (const url of ['/startups/joblistwidget/nordlys', '/startups/joblistwidget/nordlys?utm_source=blog', '/external/featuredjobs', '/funding/nordic-angels/job-board']) {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toBe('frame-ancestors *');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses framing by other sites for every other page', async () => {
    for (const url of ['/', '/jobs', '/startups/nordlys', '/startups/career-page', '/client/startups/nordlys/settings', '/api/docs']) {
      const response = await app().inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('leaves scripts and JSON alone: they are not documents', async () => {
    for (const url of ['/main.js', '/api/health']) {
      const response = await app().inject({ url });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});
