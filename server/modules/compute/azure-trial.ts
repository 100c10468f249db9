import { AZURE_DEFAULT_REGION, AZURE_OS_CHOICES, AZURE_TRIAL_MS } from '../../../contract/compute.js';
import type { Tx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ComputeLifecycle } from './lifecycle.js';
import { AZURE_ADMIN_USERNAME, trialResourceGroup, trialVmName } from './names.js';
import type { ComputeProvisioning } from './provisioning.js';
import { insertInstance, updateInstance, type AzureAccountRow, type InstanceRow } from './repo.js';

type AzureOsChoice = (typeof AZURE_OS_CHOICES)[number];

/**
 * Writes one 48-hour Azure run inside the caller's transaction: the instance row (pending, sealed password), its
 * provisioning job and its expiry job, due at expiresAt. The free trial and a paid extra run both start here, so
 * a paid run is exactly the trial the spec describes (Standard_B1ms, 48 hours).
 */
export async function insertAzureTrial(tx: Tx, deps: { secretBox: SecretBox; provisioning: ComputeProvisioning; lifecycle: ComputeLifecycle }, input: {
  userId: number; choice: AzureOsChoice; account: AzureAccountRow; password: string; now: Date;
}): Promise<InstanceRow> {
  const { userId, choice, account, password, now: t } = input;
  const expiresAt = new Date(t.getTime() + AZURE_TRIAL_MS);
  const inserted = await insertInstance(tx, {
    userId, operatingSystem: choice.name, status: 'pending', cloudProvider: 'azure', source: 'local',
    region: account.allowedRegions[0] ?? AZURE_DEFAULT_REGION, subscriptionId: account.subscriptionId,
    adminUsername: AZURE_ADMIN_USERNAME, adminPassword: deps.secretBox.seal(password), cloudAccountId: account.id, isTrial: true, expiresAt,
    cloudMetadata: { plan: 'Standard_B1ms', azureOs: choice.id }, createdAt: t, updatedAt: t,
  });
  const named = (await updateInstance(tx, inserted.id, {
    instanceName: `trial-${inserted.id}`, resourceGroup: trialResourceGroup(inserted.id),
    cloudMetadata: { plan: 'Standard_B1ms', azureOs: choice.id, vmName: trialVmName(inserted.id) },
  }, t))!;
  await deps.provisioning.enqueueProvisioning(tx, inserted.id, t);
  // The end is scheduled with the start: one job per trial, due at expiresAt.
  await deps.lifecycle.scheduleExpiry(tx, inserted.id, expiresAt);
  return named;
}
