// Toast titles and texts of 001 §4 and §8 for the Plugins and Themes tabs, verbatim.
export const ADMIN_LIBRARY_COPY = {
  successTitle: 'Success!',
  uploadFailedTitle: 'Upload Failed',
  updateFailedTitle: 'Update Failed',
  deleteFailedTitle: 'Delete Failed',
  versionRefreshFailedTitle: 'Version refresh failed',
  deleteWarning: 'This action cannot be undone',
  exportReadyTitle: 'Export Ready',
  exportFailedTitle: 'Export Failed',
  /** 001 §7: export is admin only; a 403 (the session lost its admin role) says so. */
  adminOnlyTitle: 'Admin Only',
  adminOnlyDescription: 'Admin access required.',
  exportFailedDescription: 'Could not generate Excel file.',
  exportFailedStatus: (status: number) => `Export failed (${status})`,
  updatesAvailable: (count: number) => `${count} update(s) available`,
} as const;

/** 001 §4 version-check texts. */
export const VERSION_TEXT = {
  checking: 'Checking for updates...',
  queued: 'Queued for update',
  lastChecked: (time: string) => `Last checked ${time}`,
  upToDate: 'Versions are up-to-date',
  lastAttemptFailed: (message: string) => `Last attempt failed: ${message}`,
  failed: 'Version check failed',
  noRecentChecks: 'No recent checks',
} as const;
