import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BILLING_PATH } from '../../../../contract/billing-constants.js';
import { getBillingToken, setBillingToken } from '../../../lib/storage';

/**
 * The signed link of a receipt mail (/billing?token=…): the token moves into this tab's session storage and out of the
 * address bar (so it is not bookmarked, shared or sent as a Referer), and the page uses it for its calls. A link in the
 * address wins; otherwise a signed-in user sees their account and a visitor the link they opened in this tab before
 * (coming back from Stripe's card page, for one). `forget` drops it (a link that no longer works).
 */
export function useBillingLink(signedIn: boolean): { token: string | null; forget(): void } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const fromUrl = new URLSearchParams(search).get('token');
  const [token, setToken] = useState<string | null>(() => {
    if (fromUrl) {
      setBillingToken(fromUrl);
      return fromUrl;
    }
    return signedIn ? null : getBillingToken();
  });
  useEffect(() => {
    if (!fromUrl) return;
    if (fromUrl !== token) {
      setBillingToken(fromUrl);
      setToken(fromUrl);
    }
    navigate(BILLING_PATH, { replace: true });
  }, [fromUrl, token, navigate]);
  return {
    token,
    forget() {
      setBillingToken(null);
      setToken(null);
    },
  };
}
