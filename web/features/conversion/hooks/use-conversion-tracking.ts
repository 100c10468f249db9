import { useEffect, useRef } from 'react';
import { TIMINGS } from '../../../../contract/constants.js';
import { useCurrentUser } from '../../../lib/session';
import { trackConversionFollowUp, trackRegistration } from '../../../lib/tracking/pixel';
import type { ConversionType } from '../conversion-target';

/**
 * 000 §2, §9: the registration event worth 5 USD when the conversion page opens (with the event id the server
 * uses for its Conversions API copy, reg-<userId>), and a secondary event after 3 seconds. Both are sent only
 * when an admin made the pixel active (lib/tracking/pixel.ts drops them otherwise).
 */
export function useConversionTracking(type: ConversionType | null): void {
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  const sent = useRef(false);
  useEffect(() => {
    if (!type || isLoading || sent.current) return;
    // Once per page: a later refetch of the user must not count the registration again.
    sent.current = true;
    trackRegistration(userId);
  }, [type, isLoading, userId]);

  useEffect(() => {
    if (!type) return;
    const timer = setTimeout(() => trackConversionFollowUp(type), TIMINGS.conversionSecondaryEventMs);
    return () => clearTimeout(timer);
  }, [type]);
}
