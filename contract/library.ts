import { z } from 'zod';
import { deviceInfoSchema, fingerprintHashSchema, userSchema } from './accounts.js';
import { emailSchema, pageInfoSchema, safeText } from './common.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import {
  formatMegabytes,
  LIBRARY_ARCHIVE_MAX_MB,
  LIBRARY_CATEGORIES,
  PLUGIN_REQUESTS_PER_DAY,
} from './library-constants.js';

// Plugin and theme library (001 §2, §3, §5, §7; 000 §2, §5, §7). Messages quoted by the spec are verbatim;
// the others are ours (docs/decisions.md, "Plugin and theme library").

// The categories, limits and size formatting live in library-constants.ts (no zod there, for the web pages).
export * from './library-constants.js';

export const libraryCategorySchema = z.enum(LIBRARY_CATEGORIES, { error: 'Please choose a category' });

export const LIBRARY_MESSAGES = {
  imageNotFound: 'Image not found',
  pluginFileRequired: 'Please select a plugin file.',
  themeFileRequired: 'Please select a theme file.',
  pluginTooLarge: `Plugin archives must be ${LIBRARY_ARCHIVE_MAX_MB} MB or smaller.`,
  themeTooLarge: `Theme archives must be ${LIBRARY_ARCHIVE_MAX_MB} MB or smaller.`,
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Please choose a category',
  versionRequired: 'Version is required',
  pluginUploaded: 'Plugin uploaded successfully.',
  pluginUpdated: 'Plugin updated successfully.',
  pluginDeleted: 'Plugin deleted successfully.',
  themeUploaded: 'Theme uploaded successfully.',
  themeUpdated: 'Theme updated successfully.',
  themeDeleted: 'Theme deleted successfully.',
  pluginNotFound: 'Plugin not found',
  themeNotFound: 'Theme not found',
  pluginSlugTaken: 'A plugin with this slug already exists',
  themeSlugTaken: 'A theme with this slug already exists',
  notAZip: 'The file is not a valid zip archive.',
  unsafeEntry: 'The archive contains an unsafe file path.',
  symlinkEntry: 'The archive contains a symbolic link.',
  tooManyEntries: 'The archive contains too many files.',
  tooLargeUnpacked: 'The archive expands to more than the allowed size.',
  emptyArchive: 'The archive is empty.',
  imageType: 'Images must be PNG, JPEG, GIF or WebP.',
  imageTooLarge: 'Images must be 5 MB or smaller.',
  unexpectedField: 'Unexpected form field',
  uploadInterrupted: 'The upload was interrupted. Please try again.',
  encryptedArchive: 'The archive is password-protected.',
  notAPlugin: 'The archive does not contain a WordPress plugin (no main file with a Plugin Name header).',
  notATheme: 'The archive does not contain a WordPress theme (no style.css with a Theme Name header).',
  downloadLinkInvalid: 'This download link is invalid or has expired. Please start the download again.',
  emailRequiredForLibrary: 'Please add an email address to access the library.',
  pluginRequestSubmitted: 'Your plugin request has been submitted. We aim to fulfil requests within 48 to 72 hours.',
  pluginRequestNotFound: 'Plugin request not found',
  pluginRequestUpdated: 'Plugin request updated',
  pluginRequestLimit: `You can submit up to ${PLUGIN_REQUESTS_PER_DAY} plugin requests per day. Please try again tomorrow.`,
  libraryRegistered: 'Account created. You now have access to the plugin library.',
} as const;

/** 'Theme archives must be 250 MB or smaller. Selected file is X MB.' (001 §5), with X when it is known. */
export function archiveTooLargeMessage(kind: 'plugin' | 'theme', sizeBytes?: number): string {
  const base = kind === 'plugin' ? LIBRARY_MESSAGES.pluginTooLarge : LIBRARY_MESSAGES.themeTooLarge;
  return sizeBytes === undefined ? base : `${base} Selected file is ${formatMegabytes(sizeBytes)} MB.`;
}

// ---------------------------------------------------------------- public catalogue

/** The most items one list answer may be asked to stop at (a bigger list is asked for without a limit). */
export const LIBRARY_LIST_MAX_LIMIT = 1000;
/** Far past any catalogue: an offset beyond the matches answers an empty page. */
export const LIBRARY_LIST_MAX_OFFSET = 1_000_000;
// Every list answer carries LIBRARY_TOTAL_HEADER (contract/constants.ts): the matches before offset and limit.

/**
 * GET /api/plugins and /api/themes query: category ('all' or absent = every category), a search text, and an
 * optional page of the list: skip `offset` items (default 0), then at most `limit` (absent = the rest of the list,
 * as the spec's callers expect).
 */
export const libraryQuery = z.object({
  category: z.union([libraryCategorySchema, z.literal('all'), z.literal('')]).optional(),
  search: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(LIBRARY_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(LIBRARY_LIST_MAX_OFFSET).optional(),
});
export type LibraryQuery = z.infer<typeof libraryQuery>;

/** 000 §3 'Plugin (as listed)' plus version, isPublic and latestVersion. */
export const pluginListItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  downloadCount: z.number(),
  author: z.string().nullable(),
  version: z.string().nullable(),
  isPublic: z.boolean(),
  latestVersion: z.string().nullable(),
});
export type PluginListItem = z.infer<typeof pluginListItem>;
export const pluginList = z.array(pluginListItem);

/** GET /api/plugins/slug/{slug}: the detail page's stats and details cards. */
export const pluginDetail = pluginListItem.extend({
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  latestVersionCheckedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PluginDetail = z.infer<typeof pluginDetail>;

export const themeListItem = pluginListItem;
export type ThemeListItem = PluginListItem;
export const themeList = z.array(themeListItem);

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

// ---------------------------------------------------------------- admin catalogue

/** Every stored field of a plugin or theme (001 §3), as the admin tabs show them. */
export const adminLibraryItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  version: z.string().nullable(),
  author: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  downloadCount: z.number(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  uploadedBy: z.number().nullable(),
  latestVersion: z.string().nullable(),
  latestVersionCheckedAt: z.string().nullable(),
  latestVersionSource: z.string().nullable(),
  latestVersionNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLibraryItem = z.infer<typeof adminLibraryItem>;
export const adminLibraryList = z.array(adminLibraryItem);

/**
 * The text fields of the multipart upload (001 §7): plugins send pluginFile + imageFile, themes send theme +
 * image. On create, a blank name, description or version is filled from the archive's WordPress header;
 * what the form sends wins. author is ignored for plugins (fixed to ORGANISATION_NAME).
 */
export const LIBRARY_FILE_FIELDS = {
  plugin: { archive: 'pluginFile', image: 'imageFile' },
  theme: { archive: 'theme', image: 'image' },
} as const;

const formText = (max: number) => safeText(max).trim().optional();
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
  .optional();

export const libraryFormFields = z
  .object({
    name: formText(200),
    description: z.string().max(20_000).trim().optional(),
    category: z.union([libraryCategorySchema, z.literal('')]).optional(),
    version: formText(50),
    author: formText(200),
    isPublic: formBoolean,
  })
  .strict();
export type LibraryFormFields = z.infer<typeof libraryFormFields>;

/** POST answer: the stored item and what the archive's header said (so the form can show what was read). */
export const archiveHeader = z.object({
  name: z.string().nullable(),
  version: z.string().nullable(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  slug: z.string().nullable(),
});
export type ArchiveHeader = z.infer<typeof archiveHeader>;

export const libraryItemSaved = z.object({
  message: z.string(),
  item: adminLibraryItem,
  header: archiveHeader.nullable(),
});
export type LibraryItemSaved = z.infer<typeof libraryItemSaved>;

/**
 * GET /api/admin/plugins/check | themes/check?slug=…: would an upload under this slug be refused as a
 * duplicate? Asked by the upload card right after it reads the chosen zip's header, before any byte is sent.
 * The slug is unique whatever the version, so the version is not asked for.
 */
export const libraryDuplicateQuery = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_-]+$/, 'Invalid slug'),
});
export const libraryDuplicateCheck = z.object({
  duplicate: z.boolean(),
  /** The upload's own refusal message when duplicate, else null. */
  message: z.string().nullable(),
  existing: z.object({ id: z.number(), name: z.string(), version: z.string().nullable() }).nullable(),
});
export type LibraryDuplicateCheck = z.infer<typeof libraryDuplicateCheck>;

// ---------------------------------------------------------------- version tracking (built in library/versions)

export const VERSION_JOB_STATUSES = ['idle', 'pending', 'in_progress', 'completed', 'failed'] as const;
export const versionJob = z.object({
  status: z.enum(VERSION_JOB_STATUSES),
  createdAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export const pendingUpdate = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  version: z.string().nullable(),
  latestVersion: z.string().nullable(),
});
/** GET /api/admin/plugins/version-status and /api/admin/themes/version-status. */
export const versionStatus = z.object({ job: versionJob.nullable(), pendingUpdates: z.array(pendingUpdate) });
export type VersionStatus = z.infer<typeof versionStatus>;
export type VersionJob = z.infer<typeof versionJob>;
export type VersionJobStatus = VersionJob['status'];
/** POST /api/admin/plugins/update-versions and /api/admin/themes/update-versions (202). */
export const updateVersionsResult = z.object({ message: z.string(), job: versionJob });
export type UpdateVersionsResult = z.infer<typeof updateVersionsResult>;
/** 001 §4, §9: the tab polls every 2000 ms while the job is pending or in_progress, and shows these values. */
export const VERSION_JOB_POLL_MS = 2000;
export const VERSION_JOB_PROGRESS: Record<VersionJobStatus, number> = {
  idle: 0,
  pending: 20,
  in_progress: 65,
  completed: 100,
  failed: 100,
};
export const isVersionJobActive = (status: VersionJobStatus | undefined) =>
  status === 'pending' || status === 'in_progress';

// ---------------------------------------------------------------- downloads

export const downloadUrlResponse = z.object({ downloadUrl: z.string() });
export const downloadTokenParams = z.object({ token: z.string().min(1).max(512) });
export const imageKeyParams = z.object({ key: z.string().min(1).max(200) });

/** GET /api/plugin-downloads: the signed-in user's own downloads, newest first. */
export const recentDownload = z.object({
  id: z.number(),
  type: z.enum(['plugin', 'theme']),
  pluginId: z.number().nullable(),
  themeId: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  version: z.string().nullable(),
  downloadedAt: z.string(),
});
export type RecentDownload = z.infer<typeof recentDownload>;
export const recentDownloads = z.array(recentDownload);

// ---------------------------------------------------------------- library forms

const firstName = z
  .string({ error: 'First name must be at least 2 characters' })
  .trim()
  .min(2, 'First name must be at least 2 characters')
  .pipe(safeText(100));
const lastName = z
  .string({ error: 'Last name must be at least 2 characters' })
  .trim()
  .min(2, 'Last name must be at least 2 characters')
  .pipe(safeText(100));
const email = z.string({ error: 'Please enter a valid email address' }).pipe(emailSchema);

/** POST /api/plugin-library-register (000 §2, §5, §7). confirmPassword is checked in the form only. */
export const pluginLibraryRegisterBody = z.object({
  firstName,
  lastName,
  email,
  country: z
    .string({ error: 'Please enter your country' })
    .trim()
    .min(2, 'Please enter your country')
    .pipe(safeText(100)),
  password: z
    .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  fingerprintHash: fingerprintHashSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export type PluginLibraryRegisterBody = z.infer<typeof pluginLibraryRegisterBody>;

/** The web form adds confirmPassword ('Passwords don't match', on confirmPassword). */
export const pluginLibraryRegisterForm = pluginLibraryRegisterBody
  .omit({ fingerprintHash: true, deviceInfo: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** 000 §7 names user{id, username, email, firstName, lastName}; the whole user is sent so the web can seed its cache. */
export const pluginLibraryRegisterResponse = z.object({ user: userSchema, message: z.string(), token: z.string() });

/** POST /api/plugin-requests (001 §5 Library forms). */
export const pluginRequestBody = z.object({
  firstName,
  lastName,
  email,
  pluginName: z
    .string({ error: 'Plugin name must be at least 3 characters' })
    .trim()
    .min(3, 'Plugin name must be at least 3 characters')
    .pipe(safeText(200)),
});
export type PluginRequestBody = z.infer<typeof pluginRequestBody>;

export const pluginRequestResponse = z.object({
  message: z.string(),
  request: z.object({ id: z.number(), pluginName: z.string(), status: z.string(), createdAt: z.string() }),
  /** Requests left today for this requester (after this one). */
  remainingToday: z.number(),
});

// ---------------------------------------------------------------------------------------------------------
// The admin's queue of plugin requests (the spec promises them fulfilled in 48 to 72 hours and shows no screen
// for it, so the Library tab has one: docs/decisions.md 'Plugin requests: the admin queue').

export const PLUGIN_REQUEST_STATUSES = ['pending', 'fulfilled', 'declined'] as const;
export const pluginRequestStatus = z.enum(PLUGIN_REQUEST_STATUSES);
export type PluginRequestStatus = z.infer<typeof pluginRequestStatus>;
export const ADMIN_PLUGIN_REQUESTS_PAGE_SIZE = 25;

export const adminPluginRequestsQuery = z.object({
  status: z.enum([...PLUGIN_REQUEST_STATUSES, 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AdminPluginRequestsQuery = z.infer<typeof adminPluginRequestsQuery>;

export const adminPluginRequestSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pluginName: z.string(),
  status: pluginRequestStatus,
  createdAt: z.string(),
});
export type AdminPluginRequest = z.infer<typeof adminPluginRequestSchema>;

export const adminPluginRequestList = z.object({
  requests: z.array(adminPluginRequestSchema),
  pagination: pageInfoSchema,
  /** Waiting for an answer, whatever the filter. */
  pendingCount: z.number(),
});
export type AdminPluginRequestList = z.infer<typeof adminPluginRequestList>;

/** PUT /api/admin/plugin-requests/{id}: fulfilled (the requester is mailed), declined, or back to pending. */
export const updatePluginRequestBody = z
  .object({
    status: z.enum(PLUGIN_REQUEST_STATUSES, { error: 'Status must be pending, fulfilled or declined' }),
  })
  .strict();
