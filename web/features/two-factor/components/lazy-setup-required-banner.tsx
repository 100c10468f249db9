import { lazy, Suspense } from 'react';

const Banner = lazy(() => import('./setup-required-banner').then((m) => ({ default: m.TwoFactorSetupRequiredBanner })));

/**
 * The set-up prompt, fetched when drawn: only an admin the two-factor rule holds back sees it, yet its code (with the
 * account-safety messages and the error-text table it reads them through) came with every admin page's first load.
 */
export function LazySetupRequiredBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
