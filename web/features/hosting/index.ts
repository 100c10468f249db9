// The public face of the hosting feature: the client's accounts, their stats and cPanel access.
export { HostingAccountsSection } from './components/hosting-accounts-section';
export { ActivationBanner, ActivationBannerSlot } from './components/activation-banner';
export { HostingStatusBadge, statusTone } from './components/status-badge';
export { useHostingAccounts } from '../../api/hosting-accounts';
