export { PaidHostingPage } from './components/paid-hosting-page';
export { PremiumDomainSearch } from './components/premium-domain-search';
export { PaidPlansCard } from './components/paid-plans-card';
