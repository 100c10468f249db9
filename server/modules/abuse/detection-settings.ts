import { ABUSE_DETECTION_MESSAGES, type AbuseDetectionSettings } from '../../../contract/abuse-detection.js';
import type { DbOrTx } from '../../db/client.js';
import { changedFields } from '../../lib/audit-trail.js';
import type { AbuseDeps } from './deps.js';
import { readDetectionSettings, upsertDetectionSettings } from './detection-repo.js';
import { DEFAULT_BAIT_WORDS, DEFAULT_BRANDS } from './names/default-lists.js';

// The detection's settings: the name check's thresholds and lists, the content scan's thresholds. Until an admin
// saves, the defaults below (docs/decisions.md, 'Automatic abuse detection': why these numbers).

export const DETECTION_DEFAULTS: AbuseDetectionSettings = {
  nameRefuseThreshold: 80,
  nameReviewThreshold: 40,
  brands: [...DEFAULT_BRANDS],
  baitWords: [...DEFAULT_BAIT_WORDS],
  scanMaliciousThreshold: 80,
  scanSuspiciousThreshold: 30,
};

export async function loadDetectionSettings(db: DbOrTx): Promise<AbuseDetectionSettings> {
  const row = await readDetectionSettings(db);
  if (!row) return DETECTION_DEFAULTS;
  return {
    nameRefuseThreshold: row.nameRefuseThreshold,
    nameReviewThreshold: row.nameReviewThreshold,
    brands: row.brands ?? DETECTION_DEFAULTS.brands,
    baitWords: row.baitWords ?? DETECTION_DEFAULTS.baitWords,
    scanMaliciousThreshold: row.scanMaliciousThreshold,
    scanSuspiciousThreshold: row.scanSuspiciousThreshold,
  };
}

/** Settings are read on every claim: kept in memory for a short while, dropped at once when this instance saves. */
const KEEP_MS = 30_000;

export function createDetectionSettings({ db, audit, now }: Pick<AbuseDeps, 'db' | 'audit' | 'now'>) {
  let kept: { at: number; settings: Promise<AbuseDetectionSettings> } | null = null;
  /** Inside a transaction pass it: a read beside an open transaction waits on it on PGlite's one connection. */
  const read = (tx: DbOrTx = db) => {
    const t = now().getTime();
    if (!kept || t - kept.at > KEEP_MS || t < kept.at) kept = { at: t, settings: loadDetectionSettings(tx) };
    kept.settings.catch(() => {
      kept = null;
    });
    return kept.settings;
  };
  return {
    read,
    /** PUT /api/admin/abuse-detection-settings */
    async save(body: AbuseDetectionSettings) {
      const values = { ...body, brands: [...new Set(body.brands)], baitWords: [...new Set(body.baitWords)] };
      await db.transaction(async (tx) => {
        await upsertDetectionSettings(tx, values, now());
        await audit.record(tx, {
          action: 'settings.abuse_detection_changed',
          targetType: 'abuse_detection_settings',
          targetId: 1,
          details: changedFields({
            nameRefuseThreshold: values.nameRefuseThreshold,
            nameReviewThreshold: values.nameReviewThreshold,
            scanMaliciousThreshold: values.scanMaliciousThreshold,
            scanSuspiciousThreshold: values.scanSuspiciousThreshold,
            brands: values.brands.length,
            baitWords: values.baitWords.length,
          }),
        });
      });
      kept = null;
      return { message: ABUSE_DETECTION_MESSAGES.settingsSaved, settings: await read() };
    },
  };
}

export type DetectionSettings = ReturnType<typeof createDetectionSettings>;
