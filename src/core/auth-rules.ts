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

/**
 * The sign-up failure toast: the error's own message, or 'Failed to create account' (the spec),
 * in words a person reads: the auth service's validation prefix ('[body.email] ') is dropped and
 * its invalid-email message says what to do.
 */
export function signUpErrorMessage(message: string | undefined | null): string {
  const text = (message ?? '').replace(/^\[[^\]]*\]\s*/, '').trim();
  if (!text) return authMessages.signUpFailed;
  if (/invalid email/i.test(text)) return authMessages.invalidEmail;
  return text;
}

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with a sign-up form, checked in the spec's order, or null. */
export function validateSignUp(form: SignUpForm): string | null {
  if (!form.email.trim() || !form.password || !form.confirmPassword)
    return authMessages.missingFields;
  if (form.password !== form.confirmPassword) return authMessages.passwordsDontMatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  return null;
}

export function validateSignIn(form: { email: string; password: string }): string | null {
  if (!form.email.trim() || !form.password) return authMessages.missingFields;
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
