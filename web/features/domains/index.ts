// The public face of the domains feature: searching a free name and claiming it.
export { DomainSearchCard, type DomainSearchCardProps } from './components/domain-search-card';
export { useAutoCreateDomain } from './hooks/use-auto-create-domain';
