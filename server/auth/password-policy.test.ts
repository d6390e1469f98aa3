import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD,
  CONTAINS_USERNAME,
  containsSiteName,
  generateAllowedPassword,
  passwordPolicyProblem,
} from './password-policy';

// docs/product.md#passwords
describe('passwordPolicyProblem', () => {
  it('refuses a password on the common list, whatever its case', () => {
    const listed = dictionary.passwords.filter((password) => password.length >= 12);
    expect(listed.length).toBeGreaterThan(100);
    for (const password of ['qwerty123456', 'QWERTY123456', 'Qwerty123456', 'administrator']) {
      expect(passwordPolicyProblem(password), password).toBe(COMMON_PASSWORD);
    }
    for (const password of listed) expect(passwordPolicyProblem(password)).toBe(COMMON_PASSWORD);
  });

  it('refuses a listed password with a few digits or symbols around it', () => {
    for (const password of ['Password2024!', 'sunshine12345', '!!Football2025', 'letmein-12345']) {
      expect(passwordPolicyProblem(password), password).toBe(COMMON_PASSWORD);
    }
  });

  it('keeps the length rules first', () => {
    expect(passwordPolicyProblem('password')).toBe('must be at least 12 characters');
    expect(passwordPolicyProblem('p'.repeat(257))).toBe('must be at most 256 characters');
  });

  it('refuses a password containing the username, ignoring case and punctuation', () => {
    expect(passwordPolicyProblem('my-Jsmith-is-long', { username: 'jsmith' })).toBe(
      CONTAINS_USERNAME,
    );
    expect(passwordPolicyProblem('hello-j.smith-2024', { username: 'J.Smith' })).toBe(
      CONTAINS_USERNAME,
    );
    expect(passwordPolicyProblem('hello-jsmith-2024', { username: 'j.smith' })).toBe(
      CONTAINS_USERNAME,
    );
    // The same password is fine for someone else.
    expect(passwordPolicyProblem('my-Jsmith-is-long', { username: 'akumar' })).toBeNull();
  });

  it("refuses the dealership's name and its words of 4 letters or more", () => {
    expect(passwordPolicyProblem('ForecourtMotors#2031')).toBe(
      containsSiteName('Forecourt Motors'),
    );
    expect(passwordPolicyProblem('i-work-at-fore-court')).toBe(containsSiteName('Forecourt'));
    expect(passwordPolicyProblem('FORECOURT lot keys')).toBe(containsSiteName('Forecourt'));
    expect(passwordPolicyProblem('richmond-motors-lot')).toBe(containsSiteName('Motors'));
    expect(containsSiteName('Forecourt')).toBe(
      `must not contain "Forecourt", from the dealership's name`,
    );
  });

  it('accepts a strong password', () => {
    for (const password of [
      'correct horse battery staple',
      'Tr4ffic-Lamp-Orbit-93',
      'twelve-chars',
    ]) {
      expect(passwordPolicyProblem(password, { username: 'jsmith' }), password).toBeNull();
    }
  });
});

describe('generateAllowedPassword', () => {
  it('gives 24 random characters the policy accepts for the username', () => {
    const password = generateAllowedPassword('admin');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(passwordPolicyProblem(password, { username: 'admin' })).toBeNull();
    expect(generateAllowedPassword('admin')).not.toBe(password);
  });
});
