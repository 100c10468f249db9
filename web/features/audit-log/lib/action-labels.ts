import { AUDIT_ACTIONS } from '../../../../contract/account-safety.js';

// What each audit action means, in words. An action the server adds later shows as written.
const LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.two_factor_failed': 'Wrong two-factor code',
  'auth.recovery_code_used': 'Recovery code used',
  'two_factor.enabled': 'Two-factor turned on',
  'two_factor.disabled': 'Two-factor turned off',
  'two_factor.reset': 'Two-factor reset by an admin',
  'auth.sign_in_refused': 'Sign-in refused (suspended)',
  'user.suspended': 'User suspended',
  'user.unsuspended': 'Suspension lifted',
  'subscription.paused': 'Billing paused',
  'subscription.resumed': 'Billing resumed',
  'compute.stopped': 'Machine stopped',
  'compute.started': 'Machine started',
  'password.changed': 'Password changed',
  'account.recovered': 'Account recovered',
  'account.exported': 'Data downloaded',
  'account.erased': 'Account erased',
  'session.revoked': 'Session signed out',
  'session.revoked_others': 'Other sessions signed out',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.role_changed': 'Role changed',
  'user.group_assigned': 'Group assigned',
  'user.deleted': 'User deleted',
  'settings.api_changed': 'API settings changed',
  'settings.smtp_changed': 'SMTP settings changed',
  'settings.stripe_changed': 'Stripe settings changed',
  'settings.stripe_webhook_endpoint': 'Stripe webhook endpoint',
  'settings.stripe_tax': 'Stripe Tax',
  'settings.pixel_changed': 'Pixel settings changed',
  'settings.header_code_changed': 'Header code changed',
  'settings.registration_changed': 'Registration settings changed',
  'hosting.created': 'Hosting account created',
  'hosting.deleted': 'Hosting account deleted',
  'hosting.fixed': 'Hosting account fixed',
  'hosting.package_changed': 'Hosting package changed',
  'hosting.suspended': 'Hosting account suspended',
  'hosting.unsuspended': 'Hosting account unsuspended',
  'group.created': 'Group created',
  'group.updated': 'Group updated',
  'group.deleted': 'Group deleted',
  'package.created': 'Package created',
  'package.updated': 'Package updated',
  'package.deleted': 'Package deleted',
  'library.created': 'Library item added',
  'library.updated': 'Library item updated',
  'library.deleted': 'Library item deleted',
  'library.request_processed': 'Plugin request processed',
  'compute.changed': 'Compute settings changed',
  'order.completed': 'Order completed',
  'order.cancelled': 'Order cancelled',
  'payment.refunded': 'Payment refunded',
  'payment.disputed': 'Payment disputed',
  'payment.renewal_failed': 'Renewal payment failed',
  'payment.reminder_sent': 'Payment reminder sent',
  'payment.grace_ended': 'Grace ended unpaid',
  'payment.renewal_recovered': 'Renewal paid again',
  'job.retried': 'Failed job retried',
};

export function actionLabel(action: string): string {
  return (LABELS as Record<string, string>)[action] ?? action;
}

/** Failures and destructive actions stand out in the list. */
export function isAlarming(action: string): boolean {
  return /failed|deleted|erased|suspended|role_changed|recovery_code_used|disputed|grace_ended/.test(action);
}

/** The kinds of thing an event can be about, for the target filter. */
export const TARGET_TYPES: readonly { value: string; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'session', label: 'Session' },
  { value: 'hosting_account', label: 'Hosting account' },
  { value: 'settings', label: 'Settings' },
  { value: 'group', label: 'User group' },
  { value: 'package', label: 'Package' },
  { value: 'plugin', label: 'Plugin' },
  { value: 'theme', label: 'Theme' },
  { value: 'order', label: 'Order' },
  { value: 'payment', label: 'Payment' },
  { value: 'subscription', label: 'Subscription' },
];
