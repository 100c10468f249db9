import type { HostingPackage, AdminUser, UserGroup } from '../../../../contract/admin.js';
import type {
  AdminHostingAccount,
  AdminHostingListResponse,
  AdminHostingUserEntry,
} from '../../../../contract/hosting.js';

const GB = 1024 * 1024 * 1024;

export function makeAccount(overrides: Partial<AdminHostingAccount> = {}): AdminHostingAccount {
  return {
    id: 1,
    userId: 7,
    domain: 'alpha.hostfree.test',
    subdomain: 'alpha',
    status: 'active',
    suspendReason: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-15T10:00:00.000Z',
    diskUsage: 512 * 1024 * 1024,
    diskLimit: 5 * GB,
    bandwidthUsed: 0,
    bandwidthLimit: 10 * GB,
    packageId: 1,
    packageName: 'Free',
    cpanelUsername: 'alpha',
    provisionError: null,
    whmData: {
      package: 'hostfree_free',
      ip: '203.0.113.10',
      theme: 'jupiter',
      startdate: '25 Mar 14 10:00',
      limits: { maxpop: '10', maxsql: 'unlimited', maxftp: '1000', maxsub: '5' },
      error: null,
    },
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<AdminHostingUserEntry> = {}): AdminHostingUserEntry {
  return {
    id: 7,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'client',
    userGroupId: 1,
    hostingAccounts: [makeAccount()],
    ...overrides,
  };
}

export function makeList(
  entries: AdminHostingUserEntry[],
  pagination: Partial<AdminHostingListResponse['pagination']> = {},
): AdminHostingListResponse {
  const accounts = entries.flatMap(({ hostingAccounts, ...user }) => hostingAccounts.map((a) => ({ ...a, user })));
  const total = pagination.total ?? accounts.length;
  const limit = pagination.limit ?? 10;
  const page = pagination.page ?? 1;
  const totalPages = pagination.totalPages ?? Math.ceil(total / limit);
  return {
    accounts,
    users: entries,
    pagination: { page, limit, total, totalPages, hasPrevious: page > 1, hasNext: page < totalPages, ...pagination },
  };
}

export function makePackage(overrides: Partial<HostingPackage> = {}): HostingPackage {
  return {
    id: 1,
    name: 'free',
    displayName: 'Free',
    description: null,
    price: 0,
    currency: 'USD',
    diskSpaceQuota: 5120,
    bandwidthQuota: 10240,
    emailAccounts: 10,
    databases: 5,
    subdomains: 10,
    whmPackageName: 'hostfree_free',
    stripePriceId: null,
    allowedTlds: [],
    planType: 'free',
    isActive: true,
    isFree: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'client',
    userGroupId: 1,
    isAnonymous: false,
    createdAt: '2025-03-14T10:00:00.000Z',
    twoFactorEnabled: false,
    suspendedAt: null,
    suspendReason: null,
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<UserGroup> = {}): UserGroup {
  return {
    id: 1,
    name: 'Free',
    displayName: 'Free',
    description: 'Everyone',
    maxHostingAccounts: 2,
    maxDevices: 2,
    isActive: true,
    userCount: 3,
    isProtected: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
