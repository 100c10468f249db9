// Cloud compute's constants, labels, messages and formatting, without zod: the /compute page and the dashboards
// import this file and not the schemas (zod arrives with a form's first check). compute.ts
// re-exports it.

export type ComputeProvider = string;
export type CloudProvider = string;
export const INSTANCE_SOURCES = ['local', 'remote'] as const;
export type InstanceSource = (typeof INSTANCE_SOURCES)[number];

/**
 * 001 §4 status labels. 'failed' is ours: the provider refused the launch for good (the card shows the reason
 * in `error`); a launch the provider merely could not answer stays 'pending' and is retried.
 */
export const INSTANCE_STATUSES = [
  'pending',
  'provisioning',
  'building',
  'active',
  'running',
  'halted',
  'stopped',
  'deleting',
  'terminated',
  'failed',
] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
/** 001 §4: badge groups. */
export const RUNNING_STATUSES: readonly string[] = ['active', 'running'];
export const STARTING_STATUSES: readonly string[] = ['provisioning', 'pending', 'building'];
export const STOPPED_STATUSES: readonly string[] = ['halted', 'stopped'];
export const ENDED_STATUSES: readonly string[] = ['terminated', 'deleting'];
/** 001 §4: a terminated instance disables Start and Restart. */
export const isInstanceEnded = (status: string) => status === 'terminated';

/** 001 §9 / 000 §9: polling of the instance lists. */
export const COMPUTE_REFRESH_MS = 20_000;

/** 001 §9: the Azure trial. */
export const AZURE_TRIAL_HOURS = 48;
export const AZURE_TRIAL_MS = AZURE_TRIAL_HOURS * 3_600_000;
export const AZURE_EXTRA_RUN_PRICE_CENTS = 300;
export const AZURE_VM_SIZE = 'Standard_B1ms';
export const AZURE_SIZE_LABEL = 'Standard_B1ms • 1 vCPU • 2GB RAM • 60GB SSD';
export const AZURE_ACCESS_LABEL = '48-hour spot sandbox';
export const AZURE_CONNECTIVITY_LABEL = 'SSH (Ubuntu) • RDP (Windows)';
export const AZURE_QUOTA_LINE = '1 free trial • additional runs billed at $3 / 48h';
/** Where a trial runs when the account lists no regions. */
export const AZURE_DEFAULT_REGION = 'eastus';

/** 001 §3: the OS choices (value = what POST /api/compute/provision sends as `os`). */
export const AZURE_OS_CHOICES = [
  { id: 'ubuntu-24-04', name: 'Ubuntu 24.04 LTS' },
  { id: 'windows-11', name: 'Windows 11' },
  { id: 'windows-10', name: 'Windows 10' },
] as const;
export type AzureOs = (typeof AZURE_OS_CHOICES)[number]['id'];
export const AZURE_OS_IDS = AZURE_OS_CHOICES.map((o) => o.id) as [AzureOs, ...AzureOs[]];

/**
 * Server-side limits (docs/decisions.md, 'Cloud compute'): instances a client may have running at once per provider
 * (admins are not limited). Terminated and failed instances do not count.
 */
export const CLIENT_MAX_LIVE_VULTR_INSTANCES = 1;
export const CLIENT_MAX_LIVE_AZURE_TRIALS = 1;

/** Vultr admin-provision backups option (001 §7). */
export const VULTR_BACKUPS_OPTIONS = ['disabled', 'enabled', 'scheduled'] as const;

export const COMPUTE_MESSAGES = {
  // 001 §5 verbatim.
  azureRequired: 'All required fields must be filled',
  azureSecretRequired: 'Client secret is required',
  azureTestRequired: 'Provide tenant, client, secret, and subscription',
  vultrKeyRequired: 'Enter your Vultr API key to continue.',
  vultrTestFirst: 'Please test the API key before saving.',
  adminProvisionRequired: 'Select an account, user, plan, region, and operating system to continue.',
  selectionRequiredTitle: 'Selection required',
  selectionRequired: 'Choose a plan, region, and operating system before provisioning.',
  // 001 §8 verbatim.
  azureAddFailed: 'Failed to add account',
  updateFailed: 'Update failed',
  deleteFailed: 'Delete failed',
  setDefaultFailed: 'Failed to set default',
  azureAuthFailed: 'Azure auth failed',
  credentialTestFailed: 'Credential test failed',
  vultrVerifyFailed: 'Failed to verify API key',
  vultrAccountsLoadFailed: 'Failed to load Vultr accounts',
  vultrMetaFailed: 'Failed to load Vultr metadata',
  provisioningFailed: 'Provisioning failed',
  instancesLoadFailed: 'Failed to load compute instances',
  azureAccountRequired: 'Azure account required',
  vultrAccountRequired: 'Vultr account required',
  defaultProviderFailed: 'Failed to update default provider',
  computeMetaFailed: 'Failed to load compute meta',
  myInstancesFailed: 'Failed to load instances',
  vncFailed: 'Failed to load VNC console',
  vncOpened: 'VNC console opened',
  vncOpenedNoPassword: 'Use the browser window to access your console.',
  consoleUnavailableTitle: 'Console unavailable',
  consoleUnavailable: 'Vultr did not return a noVNC URL. Try again shortly.',
  consoleOpenFailed: 'Unable to open console',
  copyFailedTitle: 'Copy failed',
  copyFailed: 'Your browser blocked clipboard access.',
  passwordNotRetained: 'Password not retained—use the credentials presented during provisioning.',
  credentialsNotStored: 'Credentials not stored for this instance.',
  noAzureAccounts: 'No Azure accounts yet',
  noComputeInstances: 'No compute instances found',
  noInstances: 'No instances yet',
  // Server rules the spec leaves open (docs/decisions.md, 'Cloud compute').
  accountNotFound: 'Account not found',
  accountDeleted: 'Account deleted',
  instanceNotFound: 'Instance not found',
  userNotFound: 'User not found',
  notConfigured: 'Cloud compute is not configured yet',
  regionNotAllowed: 'This region is not available for this account',
  planNotInRegion: 'This plan is not available in the chosen region',
  unknownPlan: 'Unknown plan',
  unknownOs: 'Unknown operating system',
  unknownProvider: 'Unknown cloud provider',
  vultrLimit: `You can run ${CLIENT_MAX_LIVE_VULTR_INSTANCES} Vultr instance at a time. Terminate it before launching another.`,
  azureTrialRunning: 'Your 48-hour trial is still running. Terminate it before starting another.',
  azurePaymentUnavailable:
    'Your free Azure trial has been used. Additional 48-hour runs cost $3, and card payments are not available yet.',
  instanceEnded: 'This instance has been terminated',
  instanceNotReady: 'This instance is still being set up. Please try again in a minute.',
  remoteAdminOnly: 'Only an administrator can manage remote instances',
  consoleVultrOnly: 'The console is available for Vultr instances only',
  /** A provider without a browser console (said with the provider's name). */
  consoleNotOffered: (label: string) => `${label} instances have no browser console`,
  providerUnavailable: 'The cloud provider could not be reached. Please try again shortly.',
  providerSlow: 'The cloud provider did not answer in time. Please try again shortly.',
  launchQueued: 'Your instance is being created. It will appear as Running in a minute or two.',
  actionStarted: (action: string) => `${action} requested`,
} as const;

/**
 * 001 §2: '–' for an invalid or missing date, 'Expired' when past, else 'Xd Yh', 'Xh Ym' or 'Xm'.
 */
export function formatTimeRemaining(expiresAt: string | null | undefined, now: number = Date.now()): string {
  if (!expiresAt) return '–';
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return '–';
  const ms = end - now;
  if (ms <= 0) return 'Expired';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${mins}m`;
}

/** 001 §5: comma-separated, trimmed, empty entries dropped. Accepts the typed text or an array. */
export function parseRegionList(input: string | readonly string[] | null | undefined): string[] {
  const parts = typeof input === 'string' ? input.split(',') : [...(input ?? [])];
  const seen = new Set<string>();
  for (const part of parts) {
    const value = part.trim();
    if (value) seen.add(value);
  }
  return [...seen];
}

/** The power actions on an instance (POST /api/compute/instances/{id}/{action}). */
export const INSTANCE_ACTIONS = ['start', 'stop', 'restart', 'terminate'] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

/** What a paid Azure run beyond the free trial says (contract/compute-extra-runs.ts, 001 §9). Ours. */
export const EXTRA_RUN_MESSAGES = {
  freeTrialAvailable: 'Your free trial is still available. Launch it without paying.',
  notFound: 'Payment not found',
  notPaid: 'The payment has not gone through yet. If you completed it, wait a moment and try again.',
  paymentFailed: 'The payment failed. Start again with another card.',
  refunded: 'This payment was refunded, so the run cannot be started. Start a new one if you still want it.',
  paymentsUnavailable: 'Card payments are not available right now, so a paid run cannot be started.',
  adminsNeedNoPayment: 'Administrators are not limited to one trial; launch without paying.',
  submitLabel: 'Pay $3 and launch',
  paidNote: 'Your free trial has been used; the next run is billed at $3 for 48 hours.',
} as const;
