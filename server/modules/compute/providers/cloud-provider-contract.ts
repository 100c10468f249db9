import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPUTE_MESSAGES } from '../../../../contract/compute.js';
import { installTag, rowTag } from '../names.js';
import { describeProviderError, isPermanent, isUncertain } from '../provider-errors.js';
import type { CloudConnection, CloudProvider, LaunchSpec, MachineRef, MachineStatus } from './types.js';

// The behaviour every CloudProvider promises (types.ts), run for each provider against its own sandbox
// (providers/<id>/<id>-provider.test.ts). Not a test file itself. A new provider passes this suite before the
// module's own tests mean anything for it. `server/storage/file-store-contract.ts` is the model.

const STATUSES: readonly MachineStatus[] = [
  'pending',
  'provisioning',
  'building',
  'running',
  'stopped',
  'halted',
  'deleting',
  'terminated',
  'failed',
];
const INSTALL = 'contract.example.test';

export interface CloudProviderHarness {
  provider: CloudProvider;
  /** A connection with credentials the sandbox accepts (client time-outs short: the suite waits on them). */
  connection: CloudConnection;
  /** The same provider with credentials the sandbox refuses. */
  refused: CloudConnection;
  /** The sandbox's fault switches (sandbox/fault-switches.ts): every route fails, hangs or answers garbage. */
  switches: { fail(): void; hang(): void; garbage(): void; reset(): void };
  /** Finishes whatever the sandbox is still creating or deleting, as time would. */
  settle(): void;
  /** What the sandbox received for a machine and never answers back: its user data (decoded) and SSH keys. */
  received(ref: MachineRef): { userData: string | null; sshKeys: string[] };
  stop(): Promise<void>;
}

/** A launch the sandbox accepts, chosen from the provider's own catalogue. */
async function specFor(h: CloudProviderHarness, rowId: number): Promise<LaunchSpec> {
  const catalogue = await h.connection.catalogue();
  const trial = h.provider.trial;
  const plan = trial ? catalogue.plans.find((p) => p.id === trial.plan)! : catalogue.plans[0]!;
  const region = plan.locations[0] ?? catalogue.regions[0]!.id;
  return {
    rowId,
    installTag: installTag(INSTALL),
    install: INSTALL,
    region,
    plan: plan.id,
    image: catalogue.images[0]!.id,
    label: `contract-${rowId}`,
    hostname: null,
    tags: [installTag(INSTALL), rowTag(rowId)],
    adminUsername: trial?.adminUsername ?? h.provider.adminUsername,
    adminPassword: 'Contract-Pass-42!x',
    sshKeys: [],
    userData: null,
    expiresAt: trial ? new Date(Date.now() + 3_600_000) : null,
    group: null,
    machineName: null,
    enableIpv6: false,
    backups: 'disabled',
  };
}

/** Reads the status until `accept` says yes (the sandbox moves on reads, like the real clouds on time). */
async function statusUntil(
  h: CloudProviderHarness,
  ref: MachineRef,
  accept: (s: MachineStatus | 'gone' | null) => boolean,
) {
  let last: Awaited<ReturnType<CloudConnection['status']>> = null;
  for (let i = 0; i < 8; i += 1) {
    last = await h.connection.status(ref, null);
    const status = last === null || last === 'gone' ? last : last.status;
    if (accept(status)) return status;
    h.settle();
  }
  throw new Error(`status never reached the expected state; last: ${JSON.stringify(last)}`);
}

export function cloudProviderContract(name: string, setup: () => Promise<CloudProviderHarness>) {
  describe(`CloudProvider contract: ${name}`, () => {
    let h: CloudProviderHarness;
    let nextRow = 9000;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h.stop();
    });
    beforeEach(() => {
      h.switches.reset();
    });

    it('describes itself: id, label, launch mode, limit and an admin form that validates', () => {
      const p = h.provider;
      expect(p.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(p.label.trim()).not.toBe('');
      expect(['catalogue', 'trial']).toContain(p.launchMode);
      expect(Boolean(p.trial)).toBe(p.launchMode === 'trial');
      expect(p.clientLimit.max).toBeGreaterThanOrEqual(1);
      expect(p.clientLimit.message).not.toBe('');
      expect(p.accountRequiredMessage).not.toBe('');
      const names = p.accountForm.fields.map((f) => f.name);
      expect(names).toContain('name');
      expect(new Set(names).size).toBe(names.length);
      expect(p.accountForm.fields.some((f) => f.kind === 'secret')).toBe(true);
      // An empty form is refused with a message; every field the form shows is one the schema accepts.
      const refusedForm = p.accountForm.schema.safeParse({});
      expect(refusedForm.success).toBe(false);
      expect(refusedForm.error?.issues[0]?.message).toBeTruthy();
      expect(p.accountForm.schema.safeParse({ name: 'x', unknownField: 1 }).success).toBe(false);
    });

    it('lists regions, plans and images; every place a plan is sold is an offered region', async () => {
      const { regions, plans, images } = await h.connection.catalogue();
      expect(regions.length).toBeGreaterThan(0);
      expect(plans.length).toBeGreaterThan(0);
      expect(images.length).toBeGreaterThan(0);
      const regionIds = new Set(regions.map((r) => r.id));
      for (const plan of plans) {
        for (const location of plan.locations) expect(regionIds.has(location)).toBe(true);
        if (h.provider.launchMode === 'catalogue') expect(plan.locations.length).toBeGreaterThan(0);
        expect(plan.vcpuCount).toBeGreaterThan(0);
        expect(plan.ram).toBeGreaterThan(0);
      }
      for (const image of images) expect(String(image.name)).not.toBe('');
      if (h.provider.trial) expect(plans.map((p) => p.id)).toContain(h.provider.trial.plan);
    });

    it('prices by the hour only where the provider bills by the hour', async () => {
      const { plans } = await h.connection.catalogue();
      const cost = await h.connection.costPerHour(plans[0]!.id);
      if (h.provider.billedHourly) {
        expect(cost).not.toBeNull();
        expect(cost!).toBeGreaterThan(0);
        expect(Number.isFinite(cost)).toBe(true);
      } else {
        expect(cost).toBeNull();
      }
      expect(await h.connection.costPerHour('no-such-plan')).toBeNull();
    });

    it('tests credentials: a message for good ones, a permanent refusal for wrong ones', async () => {
      const ok = await h.connection.testCredentials();
      expect(ok.message).not.toBe('');
      const error = await h.refused.testCredentials().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isPermanent(error)).toBe(true);
    });

    it('launches with the row tag: listed as ours, a repeat re-links instead of creating twice, status maps to ours', async () => {
      const spec = await specFor(h, (nextRow += 1));
      const machine = await h.connection.launch(spec);
      expect(machine.ref.providerInstanceId).not.toBe('');
      expect(STATUSES).toContain(machine.status);
      // The answer of a create may be lost: findLaunched finds it, or (clouds whose creates are idempotent) a repeat gives the same.
      const found = await h.connection.findLaunched(spec);
      const again = found ?? (await h.connection.launch(spec));
      expect(again.ref).toEqual(machine.ref);
      const ours = (await h.connection.listMachines(spec.installTag, INSTALL)).filter(
        (m) => m.ours && m.rowId === spec.rowId,
      );
      expect(ours).toHaveLength(1);
      // Another installation's tag is not ours.
      expect(
        (await h.connection.listMachines(installTag('other.example.test'), 'other.example.test')).some(
          (m) => m.ours && m.rowId === spec.rowId,
        ),
      ).toBe(false);
      const status = await statusUntil(h, machine.ref, (s) => s === 'running');
      expect(status).toBe('running');
      const state = await h.connection.status(machine.ref, null);
      expect(state === 'gone' || state === null ? null : state.ipv4).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      await h.connection.terminate(machine.ref);
    });

    it('stops keeping the machine, starts it again, reboots; the console is a link where the provider has one', async () => {
      const spec = await specFor(h, (nextRow += 1));
      const { ref } = await h.connection.launch(spec);
      await statusUntil(h, ref, (s) => s === 'running');
      await h.connection.stop(ref);
      expect(await statusUntil(h, ref, (s) => s === 'stopped' || s === 'halted')).toMatch(/stopped|halted/);
      await h.connection.start(ref);
      expect(await statusUntil(h, ref, (s) => s === 'running')).toBe('running');
      await h.connection.reboot(ref);
      const link = await h.connection.console(ref);
      if (h.provider.hasConsole) expect(link).toMatch(/^https?:\/\//);
      else expect(link).toBeNull();
      expect(h.provider.canAddress(ref)).toBe(true);
      await h.connection.terminate(ref);
    });

    it('terminates: gone from the provider and from the list; a second terminate is fine', async () => {
      const spec = await specFor(h, (nextRow += 1));
      const { ref } = await h.connection.launch(spec);
      await h.connection.terminate(ref);
      await h.connection.terminate(ref);
      expect(await statusUntil(h, ref, (s) => s === 'gone')).toBe('gone');
      expect((await h.connection.listMachines(spec.installTag, INSTALL)).some((m) => m.rowId === spec.rowId)).toBe(
        false,
      );
    });

    it('an outage is retryable and said plainly; a hang ends at the time-out; a garbage answer is not taken for "gone"', async () => {
      const spec = await specFor(h, (nextRow += 1));
      const { ref } = await h.connection.launch(spec);
      h.switches.fail();
      const down = await h.connection.status(ref, null).then(
        () => null,
        (e: unknown) => e,
      );
      expect(
        isUncertain(down) ||
          (down as { kind?: string }).kind === 'rate_limited' ||
          (down as { kind?: string }).kind === 'throttled',
      ).toBe(true);
      expect(isPermanent(down)).toBe(false);
      expect(describeProviderError(down)).toBe(COMPUTE_MESSAGES.providerUnavailable);
      h.switches.reset();
      h.switches.hang();
      const started = Date.now();
      const slow = await h.connection.status(ref, null).then(
        () => null,
        (e: unknown) => e,
      );
      expect((slow as { kind?: string }).kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(describeProviderError(slow)).toBe(COMPUTE_MESSAGES.providerSlow);
      h.switches.reset();
      h.switches.garbage();
      await expect(h.connection.status(ref, null)).rejects.toMatchObject({ kind: 'malformed' });
      h.switches.reset();
      await h.connection.terminate(ref);
    });

    it('launches with the SSH keys and the user data it is given', async () => {
      const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostFreeContractKey contract@example.test';
      const spec = {
        ...(await specFor(h, (nextRow += 1))),
        sshKeys: [key],
        userData: '#!/bin/sh\necho hostfree-contract > /tmp/hostfree\n',
      };
      const { ref } = await h.connection.launch(spec);
      const got = h.received(ref);
      expect(got.sshKeys.includes(key) || Boolean(got.userData?.includes(key))).toBe(true);
      expect(got.userData).toContain('echo hostfree-contract > /tmp/hostfree');
      await h.connection.terminate(ref);
    });

    it('a machine the provider never had is "gone"', async () => {
      expect(
        await h.connection.status(
          { providerInstanceId: 'hostfree-contract-missing', group: 'hostfree-contract-missing' },
          null,
        ),
      ).toBe('gone');
    });
  });
}
