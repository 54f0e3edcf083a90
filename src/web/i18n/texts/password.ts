import { defineTexts } from '../define-texts';

/** Forgot password and reset password (docs/product.md §1). */
export const passwordTexts = defineTexts('password', {
  forgotPageTitle: 'Forgot password',
  enterEmail: 'Please enter your email',
  tooManyRequests: 'Too many requests. Please wait a moment.',
  emailNotSent: 'We could not send the email. Please try again.',
  checkEmailTitle: 'Check your email',
  checkEmailDescription:
    'If {{email}} has an account, a link to choose a new password is on its way. It works for one hour.',
  backToSignIn: 'Back to sign in',
  forgotTitle: 'Forgot your password?',
  forgotDescription: "Enter your email and we'll send you a link to choose a new one.",
  email: 'Email',
  sending: 'Sending...',
  sendResetLink: 'Send reset link',
  chooseTitle: 'Choose a new password',
  chooseDescription: 'At least 6 characters. You will be signed out everywhere else.',
  expiredTitle: 'This link has expired',
  expiredDescription:
    'Reset links work once and for one hour. Ask for a new one and use the newest email.',
  sendNewLink: 'Send a new link',
  expiredToast: 'This link has expired. Please ask for a new one.',
  passwordChanged: 'Password changed. Please sign in with your new password.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saving: 'Saving...',
  saveNewPassword: 'Save new password',
});
