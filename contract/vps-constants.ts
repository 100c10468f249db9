// The anonymous VPS offer's constants, page statements and fixed answers, without zod: the dashboard's VPS offer
// and the VPS pages import this file and not the schemas (zod arrives with a form's first check).
// vps.ts re-exports it.

// ---------------------------------------------------------------- constants (001 §3, §4, §9)

/** 001 §3: OS choices for VPS. The first label is the spec's; the Windows labels are ours. */
export const VPS_OS_CHOICES = [
  { label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' },
  { label: 'Windows 11', value: 'windows-11' },
  { label: 'Windows 10', value: 'windows-10' },
] as const;
export const VPS_OS_VALUES = ['ubuntu-24-04', 'windows-11', 'windows-10'] as const;
export type VpsOsValue = (typeof VPS_OS_VALUES)[number];

/** 001 §4. */
export const VPS_ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type VpsOrderStatus = (typeof VPS_ORDER_STATUSES)[number];

/** 001 §9 defaults of the package form (and the server's when a field is left out). */
export const VPS_PACKAGE_DEFAULTS = {
  currency: 'USD',
  isAnonymous: true,
  ipv4Addresses: 1,
  additionalStorage: 0,
  isActive: true,
  sortOrder: 0,
} as const;

/** 001 §9: server ports a new order starts with. */
export const VPS_DEFAULT_SSH_PORT = 22;
export const VPS_DEFAULT_RDP_PORT = 3389;

/**
 * 001 §9 "VPS page statements" and the VPS Purchase tracking value (USD). The spec's 'Setup within 5 minutes' is
 * left out: an admin sets each server up by hand (VPS Orders), which the third statement and the order mail
 * promise within 24 to 48 hours, and one page must not promise both (docs/decisions.md).
 */
export const VPS_PAGE_STATEMENTS = {
  uptime: '99.9% uptime',
  processing: 'Orders are processed within 24 to 48 hours',
} as const;
/**
 * 001 §9's VPS Purchase value. The browser's and the Conversions API's Purchase both carry the amount
 * charged (one event id, one value: docs/decisions.md); this stays the admin's default purchase value's number.
 */
export const VPS_PURCHASE_TRACKING_VALUE = 5;

export const VPS_MESSAGES = {
  // 001 §5 / §8 verbatim.
  missingServerDetailsTitle: 'Missing Server Details',
  missingServerDetails: 'Please fill in all server details before marking as completed.',
  checkoutUnavailableTitle: 'VPS Checkout Unavailable',
  checkoutUnavailable:
    'Stripe is not configured. VPS checkout is currently unavailable. Please contact support for assistance.',
  paymentsUnavailableTitle: 'Payments Temporarily Unavailable',
  noOrders: 'No VPS orders found',
  orderCompleted: 'Order Completed',
  // Ours: the spec names the required fields of the package form but not their messages.
  nameRequired: 'Package name is required',
  displayNameRequired: 'Display name is required',
  priceRequired: 'Price is required',
  // Stripe charges at least $0.50 (USD); a VPS is always sold through a subscription.
  priceMin: 'Price must be at least $0.50',
  priceMax: 'Price must be at most $1,000,000',
  priceCents: 'Price can have at most two decimals',
  vcpuRequired: 'vCPU must be greater than 0',
  vcpuDecimals: 'vCPU can have at most two decimals',
  memoryRequired: 'Memory (MB) must be at least 1',
  storageRequired: 'Storage (GB) must be at least 1',
  additionalStorageMin: 'Additional storage must be 0 or greater',
  ipv4Required: 'IPv4 addresses must be at least 1',
  trafficPortRequired: 'Traffic port is required',
  osChoicesRequired: 'Choose at least one operating system',
  osChoiceInvalid: 'Unknown operating system',
  osChoicesRepeated: 'Each operating system can be offered once',
  currencyInvalid: 'Currency must be USD',
  nameTaken: 'A VPS package with this name already exists',
  packageNotFound: 'VPS package not found',
  packageInUse: 'This package has VPS orders and cannot be deleted. Deactivate it instead.',
  packageDeleted: 'VPS package deleted',
  // Ours: checkout and orders.
  customerNameRequired: 'Please enter your name',
  operatingSystemRequired: 'Please choose an operating system',
  packageUnavailable: 'This VPS package is not available',
  osNotOffered: 'This operating system is not offered with this package',
  subscriptionFailedTitle: 'Subscription Failed',
  subscriptionFailed: 'Please try again later',
  checkoutNotFound: 'Checkout not found',
  paymentNotComplete: 'The payment for this subscription is not complete yet.',
  paymentFailed: 'The payment for this subscription failed.',
  orderNotFound: 'VPS order not found',
  orderDeleted: 'VPS order deleted',
  credentialsShownOnce:
    'Your account details were shown on your first visit to this page. Sign in with them, or use password recovery.',
  existingAccount: 'This e-mail already has an account: sign in with it to follow your order.',
} as const;

/** Stripe's smallest USD charge: a package cheaper than this could never be paid. */
export const VPS_MIN_PRICE_DOLLARS = 0.5;

/** Dollars as typed in the form → whole cents (19.99 → 1999). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
