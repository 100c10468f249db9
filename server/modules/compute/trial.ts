import type { Tx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ComputeLifecycle } from './lifecycle.js';
import type { AnyProvider } from './providers/registry.js';
import type { CloudAccountRecord } from './providers/types.js';
import type { ComputeProvisioning } from './provisioning.js';
import { insertInstance, updateInstance, type InstanceRow } from './repo.js';

/**
 * Writes one 48-hour run on a trial provider (launchMode 'trial') inside the caller's transaction: the instance
 * row (pending, sealed password), its provisioning job and its expiry job, due at expiresAt. The free trial and a
 * paid extra run both start here, so a paid run is exactly the trial the spec describes (one size, 48 hours).
 */
export async function insertTrial(
  tx: Tx,
  deps: { secretBox: SecretBox; provisioning: ComputeProvisioning; lifecycle: ComputeLifecycle },
  input: {
    provider: AnyProvider;
    userId: number;
    image: { id: string; name: string };
    account: CloudAccountRecord;
    password: string;
    now: Date;
  },
): Promise<InstanceRow> {
  const { provider, userId, image, account, password, now: t } = input;
  const trial = provider.trial!;
  const expiresAt = new Date(t.getTime() + trial.hours * 3_600_000);
  const inserted = await insertInstance(tx, {
    userId,
    operatingSystem: image.name,
    status: 'pending',
    cloudProvider: provider.id,
    source: 'local',
    region: account.allowedRegions[0] ?? trial.defaultRegion,
    adminUsername: trial.adminUsername,
    adminPassword: deps.secretBox.seal(password),
    cloudAccountId: account.id,
    isTrial: true,
    expiresAt,
    cloudMetadata: { plan: trial.plan, image: image.id },
    createdAt: t,
    updatedAt: t,
  });
  const names = trial.reserveNames(inserted.id, account);
  const named = (await updateInstance(
    tx,
    inserted.id,
    {
      instanceName: `trial-${inserted.id}`,
      resourceGroup: names.group,
      subscriptionId: names.scope,
      cloudMetadata: { plan: trial.plan, image: image.id, ...(names.machineName ? { vmName: names.machineName } : {}) },
    },
    t,
  ))!;
  await deps.provisioning.enqueueProvisioning(tx, inserted.id, t);
  // The end is scheduled with the start: one job per trial, due at expiresAt.
  await deps.lifecycle.scheduleExpiry(tx, inserted.id, expiresAt);
  return named;
}
