/** Sign-in and sign-up rules (docs/product.md §11), shared by the forms and the server. */

export const MIN_PASSWORD_LENGTH = 6;

export const authMessages = {
  missingFields: 'Please fill in all fields',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  invalidCredentials: 'Invalid email or password',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created! Please check your email to verify your account.',
  signUpFailed: 'Failed to create account',
  googleSignInFailed: 'Failed to sign in with Google',
  googleSignUpFailed: 'Failed to sign up with Google',
  invalidEmail: 'Please enter a valid email address',
} as const;

export type AuthMessageKey = keyof typeof authMessages;

/**
 * What a form or the auth service said, by its key in `authMessages` (the web says the key in
 * the page's language, decision 273) beside its English; `key` is absent only for the auth
 * service's own words that no rule of ours names.
 */
export interface AuthSaid {
  key?: AuthMessageKey;
  message: string;
}

/** One of the rules' problems: always one of `authMessages`. */
export interface AuthProblem extends AuthSaid {
  key: AuthMessageKey;
}

const problem = (key: AuthMessageKey): AuthProblem => ({ key, message: authMessages[key] });

/**
 * The sign-up failure toast: the error's own message, or 'Failed to create account' (the spec),
 * in words a person reads: the auth service's validation prefix ('[body.email] ') is dropped and
 * its invalid-email message says what to do.
 */
export function signUpErrorMessage(message: string | undefined | null): AuthSaid {
  const text = (message ?? '').replace(/^\[[^\]]*\]\s*/, '').trim();
  if (!text) return problem('signUpFailed');
  if (/invalid email/i.test(text)) return problem('invalidEmail');
  return { message: text };
}

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with a sign-up form, checked in the spec's order, or null. */
export function validateSignUp(form: SignUpForm): AuthProblem | null {
  if (!form.email.trim() || !form.password || !form.confirmPassword)
    return problem('missingFields');
  if (form.password !== form.confirmPassword) return problem('passwordsDontMatch');
  if (form.password.length < MIN_PASSWORD_LENGTH) return problem('passwordTooShort');
  return null;
}

export function validateSignIn(form: { email: string; password: string }): AuthProblem | null {
  if (!form.email.trim() || !form.password) return problem('missingFields');
  return null;
}

/**
 * Only same-site paths may be a return address after sign-in (no open redirects). A browser
 * drops tabs and line breaks from a URL and reads a backslash as a slash, so '/\t/evil.example'
 * would become '//evil.example': any of them anywhere refuses the path.
 */
/** The sign-in page's query that opens its code step (a Google sign-in with two-factor on). */
export const SECOND_FACTOR_QUERY = 'second-factor';

export function safeReturnPath(from: unknown, fallback = '/'): string {
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    [...from].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')
  ) {
    return fallback;
  }
  return from;
}
