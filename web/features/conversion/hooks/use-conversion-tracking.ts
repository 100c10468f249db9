import type { ConversionType } from '../conversion-target';

/**
 * Hook point for the ad-pixel feature (000 §2: a registration event worth 5 USD, and a secondary event
 * after 3 seconds). The pixel does not exist yet, so nothing is sent: when it lands, it fires its events
 * here. Deliberately a no-op rather than a stand-in that pretends to track.
 */
export function useConversionTracking(_type: ConversionType | null): void {
  // intentionally empty until the pixel feature exists
}
