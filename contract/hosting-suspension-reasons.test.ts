import { describe, expect, it } from 'vitest';
import english from './i18n/catalogue/en/suspension-reasons.json';
import { IDLE_REASON_PREFIX, isIdleDeactivationReason } from './idle-sites-constants.js';
import {
  quarantineReasonText,
  SUSPENSION_REASON_TEXTS,
  suspensionReasonOf,
  suspensionReasonText,
} from './hosting-suspension-reasons.js';

describe('hosting suspension reasons by code', () => {
  it('reads every sentence the system writes back to its code and values', () => {
    expect(suspensionReasonOf(suspensionReasonText('billingRefunded'))).toEqual({
      code: 'billingRefunded',
      values: {},
    });
    expect(suspensionReasonOf('HostFree: renewal unpaid after the grace period')).toEqual({
      code: 'billingGraceEnded',
      values: {},
    });
    expect(suspensionReasonOf(suspensionReasonText('abuseAutomatic', { count: '4' }))).toEqual({
      code: 'abuseAutomatic',
      values: { count: '4' },
    });
    expect(suspensionReasonOf(quarantineReasonText('malware', 12))).toEqual({
      code: 'quarantine',
      values: { caseId: '12', threat: 'malware' },
    });
    expect(suspensionReasonOf(suspensionReasonText('idle', { since: '2026-10-01' }))).toEqual({
      code: 'idle',
      values: { since: '2026-10-01' },
    });
    expect(suspensionReasonOf('Owner suspended: spam from the contact form')).toEqual({
      code: 'owner',
      values: { reason: 'spam from the contact form' },
    });
  });

  it("keeps an admin's own words as they are, and no code for no reason", () => {
    expect(suspensionReasonOf('Phishing page reported')).toEqual({
      code: 'admin',
      values: { reason: 'Phishing page reported' },
    });
    expect(suspensionReasonOf(null)).toBeNull();
    expect(suspensionReasonOf('')).toBeNull();
  });

  it('writes the sentences stored before (rows already written read the same)', () => {
    expect(quarantineReasonText('phishing', 7)).toBe('Quarantined by the automatic abuse check: phishing (case 7)');
    expect(suspensionReasonText('abuseAutomatic', { count: '3' })).toBe(
      'Suspended automatically after 3 abuse reports within an hour',
    );
    const idle = suspensionReasonText('idle', { since: '2026-10-01' });
    expect(idle).toBe(
      'Deactivated for inactivity: no visitors since 2026-10-01; the owner can reactivate it from the dashboard',
    );
    // The idle rule and the site card still know their own by its prefix.
    expect(idle.startsWith(IDLE_REASON_PREFIX) && isIdleDeactivationReason(idle)).toBe(true);
  });

  it('has the catalogue English word for word', () => {
    expect(english).toEqual(SUSPENSION_REASON_TEXTS);
  });
});
