import { redacted, safeUrl } from './log-safety';

describe('safeUrl', () => {
  it("hides the keys of the mailed links' pages (e-mail change, job alert confirmation, verification, reset) and keeps other values", () => {
    const url = (path: string) => safeUrl({ url: path, routeOptions: { config: {} } } as Parameters<typeof safeUrl>[0]);
    expect(url('/client/confirm-email-change?emailChangeKey=s3cret')).toBe(`/client/confirm-email-change?emailChangeKey=${encodeURIComponent(redacted)}`);
    expect(url('/emailsignup?confirmKey=s3cret&x=1')).toBe(`/emailsignup?confirmKey=${encodeURIComponent(redacted)}&x=1`);
    expect(url('/client/verify-email?emailVerificationKey=s3cret')).not.toContain('s3cret');
    expect(url('/client/reset-password?resetKey=s3cret')).not.toContain('s3cret');
    expect(url('/jobs?search=kotlin')).toBe('/jobs?search=kotlin');
  });
});
