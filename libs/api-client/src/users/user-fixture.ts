import { type User, type UserCompany, type UserInvestor } from '@nordhub/contracts';

/** A signed-in user without profiles; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '1',
    fullName: 'Anna Berg',
    name: { first: 'Anna', last: 'Berg' },
    email: 'anna@example.com',
    image: null,
    imageUrl: null,
    isAdmin: false,
    isEmailVerified: true,
    companies: [],
    investors: [],
    applicant: null,
    profile: null,
    uiFeatures: [],
    ...overrides,
  };
}

export function makeUserCompany(overrides: Partial<UserCompany> = {}): UserCompany {
  const key = overrides.key ?? 'acme';
  return {
    key,
    status: 'ACTIVE',
    name: 'Acme',
    logoImage: null,
    platform: { main: true },
    linkedinId: null,
    adminUrl: `/client/startups/${key}`,
    ...overrides,
  };
}

export function makeUserInvestor(overrides: Partial<UserInvestor> = {}): UserInvestor {
  const key = overrides.key ?? 'north-capital';
  return {
    key,
    status: 'ACTIVE',
    name: 'North Capital',
    logoImage: null,
    platform: { main: true },
    adminUrl: `/client/investors/${key}`,
    ...overrides,
  };
}
