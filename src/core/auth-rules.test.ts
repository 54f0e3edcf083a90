import { describe, expect, it } from 'vitest';
import {
  authMessages,
  safeReturnPath,
  signUpErrorMessage,
  validateSignIn,
  validateSignUp,
} from './auth-rules.js';

describe('validateSignUp', () => {
  it('checks in the spec order: all fields, then match, then length', () => {
    expect(validateSignUp({ email: '', password: 'a', confirmPassword: 'b' })).toEqual({
      key: 'missingFields',
      message: authMessages.missingFields,
    });
    expect(validateSignUp({ email: 'a@b.in', password: 'abc', confirmPassword: 'abd' })).toEqual({
      key: 'passwordsDontMatch',
      message: authMessages.passwordsDontMatch,
    });
    expect(validateSignUp({ email: 'a@b.in', password: 'abc', confirmPassword: 'abc' })).toEqual({
      key: 'passwordTooShort',
      message: 'Password must be at least 6 characters',
    });
    expect(
      validateSignUp({ email: 'a@b.in', password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toBeNull();
  });

  it('treats a blank email as missing', () => {
    expect(validateSignUp({ email: '   ', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual(
      { key: 'missingFields', message: 'Please fill in all fields' },
    );
  });
});

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: 'a@b.in', password: '' })).toEqual({
      key: 'missingFields',
      message: 'Please fill in all fields',
    });
    expect(validateSignIn({ email: 'a@b.in', password: 'x' })).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeReturnPath('/pricing?retry=premium')).toBe('/pricing?retry=premium');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(undefined, '/dashboard')).toBe('/dashboard');
  });

  it('refuses paths a browser would turn into another site', () => {
    for (const hostile of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example'.replace(' ', '\u0000'),
      '/x\\..\\//evil.example',
      'javascript:alert(1)',
      ' /dashboard',
      '\\\\evil.example',
    ])
      expect({ hostile, path: safeReturnPath(hostile) }).toEqual({ hostile, path: '/' });
    expect(safeReturnPath('/dashboard/batch?batch=4f0c#progress')).toBe(
      '/dashboard/batch?batch=4f0c#progress',
    );
  });
});

describe('signUpErrorMessage', () => {
  it('reads the raw validation error as a person would', () => {
    expect(signUpErrorMessage('[body.email] Invalid email address')).toEqual({
      key: 'invalidEmail',
      message: 'Please enter a valid email address',
    });
    expect(signUpErrorMessage('[body.name] Too long')).toEqual({ message: 'Too long' });
    expect(signUpErrorMessage('User already exists')).toEqual({ message: 'User already exists' });
    expect(signUpErrorMessage(undefined)).toEqual({
      key: 'signUpFailed',
      message: 'Failed to create account',
    });
  });
});
