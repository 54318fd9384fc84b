import { robotCheckSchema } from './auth';
import { updateMeSchema, userSchema } from './user';

const user = {
  id: 'u1',
  fullName: 'Anna Berg',
  name: { first: 'Anna', last: 'Berg' },
  email: 'anna@example.com',
  image: null,
  imageUrl: null,
  isAdmin: false,
  isEmailVerified: true,
  companies: [
    {
      key: 'acme',
      status: 'DRAFT',
      name: 'Acme',
      logoImage: null,
      platform: { main: true },
      linkedinId: null,
      adminUrl: '/client/startups/acme',
    },
  ],
  investors: [],
  applicant: { enabled: true, platform: { main: true, impact: false } },
  profile: 'company:acme',
  uiFeatures: [{ name: 'kanban-intro', reachedAt: '2026-03-01T10:00:00.000Z' }],
};

describe('userSchema', () => {
  it('parses the signed-in user', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('allows a user without an applicant profile or a remembered choice', () => {
    expect(userSchema.safeParse({ ...user, applicant: null, profile: null }).success).toBe(true);
  });

  it('rejects an unknown company status', () => {
    const companies = [{ ...user.companies[0], status: 'BANNED' }];
    expect(userSchema.safeParse({ ...user, companies }).error?.issues[0]?.path).toEqual(['companies', 0, 'status']);
  });
});

describe('updateMeSchema (account changes)', () => {
  it('accepts a name, e-mail, password change and image path, normalising the e-mail', () => {
    const parsed = updateMeSchema.parse({
      name: { first: ' Anna ', last: 'Berg' },
      email: ' Anna@Example.com ',
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1!',
      imagePath: 'images/a.png',
    });
    expect(parsed).toMatchObject({ name: { first: 'Anna' }, email: 'anna@example.com', newPassword: 'New-pass1!' });
    expect(updateMeSchema.safeParse({ imagePath: null }).success).toBe(true);
  });

  it('applies the sign-up rules to names, e-mail and the new password', () => {
    const result = updateMeSchema.safeParse({ name: { first: '', last: 'b'.repeat(51) }, email: 'nope', newPassword: 'weak' });
    expect(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      'name.first': 'Please enter first name',
      'name.last': 'Last name must be at most 50 characters',
      email: 'Please enter your email address',
      newPassword: 'Please enter a valid password',
    });
  });

  it('refuses an empty update and a current password without a new one', () => {
    expect(updateMeSchema.safeParse({}).success).toBe(false);
    expect(updateMeSchema.safeParse({ profile: null, currentPassword: 'x' }).error?.issues.map((issue) => issue.path)).toEqual([['newPassword']]);
    // An e-mail change carries the current password too.
    expect(updateMeSchema.safeParse({ email: 'new@example.com', currentPassword: 'x' }).success).toBe(true);
  });
});

describe('robotCheckSchema', () => {
  it('describes the ALTCHA challenge or the reCAPTCHA site key', () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's?expires=1&', signature: 'sig' };
    expect(robotCheckSchema.parse({ provider: 'altcha', challenge })).toEqual({ provider: 'altcha', challenge });
    expect(robotCheckSchema.parse({ provider: 'recaptcha', siteKey: 'key' })).toEqual({ provider: 'recaptcha', siteKey: 'key' });
    expect(robotCheckSchema.safeParse({ provider: 'recaptcha' }).success).toBe(false);
  });
});
