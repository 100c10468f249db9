// The public face of the auth feature: what route modules and the app shell may use.
export { AuthTabs, isAuthTab, type AuthTab } from './components/auth-tabs';
export { SignInButton } from './components/sign-in-button';
export { useLogout } from './hooks/use-logout';
export { pendingDomainPath, postAuthPath, safeInternalPath } from './hooks/post-auth-path';
export { authMessages } from './i18n';
