import {
  forgotPasswordSchema,
  logInFormSchema,
  resetPasswordSchema,
  signUpFormSchema,
} from './auth';
import { authMessages } from './auth-texts';

const valid = {
  name: { first: 'Anna', last: 'Berg' },
  email: 'anna@example.com',
  password: 'Secret1!',
  reCaptchaResponse: 'token',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('signUpFormSchema', () => {
  it('accepts a complete form, trimming names and normalising the email', () => {
    const parsed = signUpFormSchema.parse({ ...valid, name: { first: ' Anna ', last: 'Berg' }, email: ' Anna@Example.COM ' });
    expect(parsed.name.first).toBe('Anna');
    expect(parsed.email).toBe('anna@example.com');
  });

  it('names every missing field with the spec message', () => {
    const result = signUpFormSchema.safeParse({ name: { first: '', last: '  ' }, email: '', password: '', reCaptchaResponse: '' });
    expect(messagesOf(result)).toEqual({
      'name.first': 'Please enter first name',
      'name.last': 'Please enter last name',
      email: 'Please enter your email address',
      password: 'Please enter a valid password',
      reCaptchaResponse: 'Please verify you are not a robot',
    });
  });

  it('reports fields that are absent altogether with the same messages', () => {
    const result = signUpFormSchema.safeParse({ name: {} });
    expect(messagesOf(result)).toMatchObject({
      'name.first': authMessages.firstName,
      'name.last': authMessages.lastName,
      email: authMessages.email,
      password: authMessages.password,
      reCaptchaResponse: authMessages.robot,
    });
  });

  it('rejects an invalid email address', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ ...valid, email: 'anna@' }))).toEqual({ email: authMessages.email });
  });

  it('limits names and email to 50 characters', () => {
    expect(signUpFormSchema.safeParse({ ...valid, name: { first: 'a'.repeat(50), last: 'b' } }).success).toBe(true);
    const result = signUpFormSchema.safeParse({
      ...valid,
      name: { first: 'a'.repeat(51), last: 'b'.repeat(51) },
      email: `${'a'.repeat(39)}@example.com`,
    });
    expect(messagesOf(result)).toEqual({
      'name.first': 'First name must be at most 50 characters',
      'name.last': 'Last name must be at most 50 characters',
      email: 'Email must be at most 50 characters',
    });
  });

  it.each(['secret1!', 'Secret!!', 'Secret12', 'Sec1!', `Secret1!${'a'.repeat(43)}`])(
    'rejects the password %j',
    (password) => {
      expect(messagesOf(signUpFormSchema.safeParse({ ...valid, password }))).toEqual({ password: authMessages.password });
    },
  );
});

describe('logInFormSchema', () => {
  it('accepts email and password, with an optional exists flag', () => {
    expect(logInFormSchema.parse({ email: 'a@b.dk', password: 'x' })).toEqual({ email: 'a@b.dk', password: 'x' });
    expect(logInFormSchema.parse({ email: 'a@b.dk', password: 'x', exists: true }).exists).toBe(true);
  });

  it('asks for the password without checking its strength', () => {
    expect(messagesOf(logInFormSchema.safeParse({ email: 'a@b.dk', password: '' }))).toEqual({
      password: 'Please enter your password',
    });
  });

  it('requires a valid email', () => {
    expect(messagesOf(logInFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Please enter your email address',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid email', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.dk' }).success).toBe(true);
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: authMessages.email });
  });
});

describe('resetPasswordSchema', () => {
  it('applies the password rule and needs the reset key', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Secret1!', resetKey: 'k' }).success).toBe(true);
    expect(messagesOf(resetPasswordSchema.safeParse({ password: 'weak', resetKey: '' }))).toEqual({
      password: authMessages.password,
      resetKey: 'The reset link is incomplete',
    });
  });
});
