import type { Db } from '../../db/client.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { listUserInstances, mergeMeta, metaOf, updateInstance, type InstanceRow } from './repo.js';

// A suspended person's machines stop, and start again when the suspension is lifted. Stopping keeps the
// machine and its disk (each provider's `stop`: a halt, or a deallocation where compute is billed separately), so lifting the suspension loses nothing. Only machines this
// file stopped are started again (marked in cloud_metadata), not one the owner had stopped themselves.
// Called from a job (user-suspension module): a provider error throws and the job retries.

const canStop = (row: InstanceRow) => row.status === 'running' || row.status === 'active' || row.status === 'building';

export function createComputeUserSuspension({
  db,
  accounts,
  log,
  now,
}: {
  db: Db;
  accounts: ComputeAccounts;
  log: AuditLog;
  now: () => Date;
}) {
  async function power(row: InstanceRow, on: boolean) {
    if (!row.providerInstanceId || !row.cloudAccountId) return false;
    const linked = await accounts.connectRow(row);
    const ref = { providerInstanceId: row.providerInstanceId, group: row.resourceGroup };
    if (!linked || !linked.provider.canAddress(ref)) return false;
    await (on ? linked.connection.start(ref) : linked.connection.stop(ref));
    return true;
  }

  return {
    /** Stops every running machine of the user; answers the ids it stopped (already stopped ones are skipped). */
    async stopAllForUser(userId: number): Promise<number[]> {
      const stopped: number[] = [];
      for (const row of await listUserInstances(db, userId, accounts.providers.ids)) {
        if (row.source !== 'local' || !canStop(row)) continue;
        if (!(await power(row, false))) continue;
        await mergeMeta(db, row.id, { stoppedBySuspension: true }, now());
        await updateInstance(db, row.id, { status: 'stopped' }, now());
        stopped.push(row.id);
      }
      if (stopped.length)
        log.info(
          { event: 'compute-stopped-for-suspension', userId, instanceIds: stopped },
          'machines of a suspended user stopped',
        );
      return stopped;
    },

    /** Starts the machines stopAllForUser stopped (and that still exist); answers their ids. */
    async startAllForUser(userId: number): Promise<number[]> {
      const started: number[] = [];
      for (const row of await listUserInstances(db, userId, accounts.providers.ids)) {
        if (!metaOf(row).stoppedBySuspension) continue;
        const ended = row.status === 'terminated' || row.status === 'deleting' || row.status === 'failed';
        if (!ended && (await power(row, true))) {
          await updateInstance(db, row.id, { status: 'provisioning' }, now());
          started.push(row.id);
        }
        await mergeMeta(db, row.id, { stoppedBySuspension: false }, now());
      }
      if (started.length)
        log.info(
          { event: 'compute-started-after-suspension', userId, instanceIds: started },
          'machines of an unsuspended user started',
        );
      return started;
    },
  };
}
