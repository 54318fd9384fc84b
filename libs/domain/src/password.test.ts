import { isValidPassword, passwordStrength } from './password';

describe('passwordStrength', () => {
  it('reports nothing for an empty password', () => {
    expect(passwordStrength('')).toEqual({
      hasDigit: false,
      hasSpecial: false,
      hasUppercase: false,
      hasMinLength: false,
    });
  });

  it('detects each flag on its own', () => {
    expect(passwordStrength('1')).toMatchObject({ hasDigit: true, hasSpecial: false, hasUppercase: false });
    expect(passwordStrength('!')).toMatchObject({ hasDigit: false, hasSpecial: true, hasUppercase: false });
    expect(passwordStrength('A')).toMatchObject({ hasDigit: false, hasSpecial: false, hasUppercase: true });
    expect(passwordStrength('abcdefgh').hasMinLength).toBe(true);
    expect(passwordStrength('abcdefg').hasMinLength).toBe(false);
  });

  it('counts Nordic letters as letters, not as special characters', () => {
    expect(passwordStrength('Ærøskøbing')).toMatchObject({ hasUppercase: true, hasSpecial: false });
  });

  it('does not count a space as a special character', () => {
    expect(passwordStrength('a b').hasSpecial).toBe(false);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(passwordStrength('😀😀😀😀').hasMinLength).toBe(false);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['Secret1!', true],
    ['Sommer2026#', true],
    ['secret1!', false],
    ['Secret!!', false],
    ['Secret12', false],
    ['Sec1!', false],
    ['', false],
  ])('%j is %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });
});
