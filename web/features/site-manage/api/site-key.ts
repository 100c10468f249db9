/** Every query of one site's page lives under this key, so one invalidation refreshes the whole page. */
export const siteKey = (accountId: number) => ['/api/hosting-accounts', accountId, 'manage'] as const;
export const siteUrl = (accountId: number, path: string) => `/api/hosting-accounts/${accountId}/${path}`;
