export { ProfileForm } from './components/profile-form';
export { AccountOverview } from './components/account-overview';
export { profileMessages } from './i18n';
