/** Public surface of the auth feature for the app layer. */
export { LoginDialog } from './components/login-dialog';
export { LoginForm } from './components/login-form';
export { SignOutEverywhere } from './components/sign-out-everywhere';
export { VerifyEmailFirst, VerifyEmailNotice } from './components/verify-email-notice';
export { useUnverifiedEmail } from './hooks/use-unverified-email';
