import { userSchema } from './user';

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
