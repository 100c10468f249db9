import { z } from 'zod';
import { emailSchema, idParam, INT4_MAX, safeText } from './common.js';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_CATEGORIES,
  SUPPORT_HELP_TOKEN_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_PRIORITIES,
  SUPPORT_REF_KINDS,
  SUPPORT_REINSTATE_KINDS,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX,
} from './support-constants.js';

// The support desk: tickets from signed-in people and guests, the admin inbox, canned replies, saved views and
// the desk's figures. Decisions and reasons: docs/decisions.md, 'The support desk'.

export * from './support-constants.js';

const subject = safeText(SUPPORT_SUBJECT_MAX + 1)
  .trim()
  .min(1, SUPPORT_MESSAGES.subjectRequired)
  .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong);
// A message is free text with line breaks; NUL is refused for every body by the input guard.
const messageBody = z
  .string()
  .trim()
  .min(1, SUPPORT_MESSAGES.bodyRequired)
  .max(SUPPORT_BODY_MAX, SUPPORT_MESSAGES.bodyTooLong);
const category = z.enum(SUPPORT_CATEGORIES, { message: SUPPORT_MESSAGES.categoryRequired });
const helpToken = safeText(SUPPORT_HELP_TOKEN_MAX).optional();

export const supportRefSchema = z.object({
  kind: z.enum(SUPPORT_REF_KINDS),
  id: z.number().int().positive().max(INT4_MAX),
});
export type SupportRef = z.infer<typeof supportRefSchema>;

/** POST /api/support/tickets (signed in). */
export const createTicketBody = z.object({
  subject,
  category,
  body: messageBody,
  ref: supportRefSchema.optional(),
  helpToken,
});
export type CreateTicketBody = z.infer<typeof createTicketBody>;

/** POST /api/support/guest-tickets (anyone, with a proof of work). */
export const createGuestTicketBody = z.object({
  email: emailSchema,
  subject,
  category,
  body: messageBody,
  /** An appeal from the suspension screen: the server ties it to the address's suspension, if there is one. */
  appeal: z.boolean().optional(),
  /** A suspended site's address, when the appeal is about one site. */
  site: safeText(300).trim().optional(),
  helpToken,
  challenge: z.string().regex(/^[0-9a-f]{32}$/, SUPPORT_MESSAGES.challengeInvalid),
  nonce: z.string().regex(/^[0-9]{1,16}$/, SUPPORT_MESSAGES.challengeInvalid),
});
export type CreateGuestTicketBody = z.infer<typeof createGuestTicketBody>;

/**
 * A guest ticket's answer: the same sentence for every address, and a token that only adds files to the message
 * just written, for a short while (it never opens the thread: that link goes to the address by mail).
 */
export const guestTicketCreatedSchema = z.object({ message: z.string(), uploadToken: z.string() });

export const replyBody = z.object({ body: messageBody });
export type ReplyBody = z.infer<typeof replyBody>;

export const threadTokenQuery = z.object({ token: z.string().min(1).max(1000) });
/** An attachment sent by a guest: the thread link's token, or the upload token of the ticket just opened. */
export const threadAttachmentQuery = threadTokenQuery.extend({ name: z.string().max(255).default('attachment') });
export const threadReplyBody = z.object({ token: z.string().min(1).max(1000), body: messageBody });

export const attachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const supportMessageSchema = z.object({
  id: z.number(),
  author: z.enum(['customer', 'admin']),
  /** An admin's name as customers see it ("HostFree support" unless the admin is named), the customer's address. */
  authorName: z.string(),
  body: z.string(),
  internal: z.boolean(),
  via: z.enum(['web', 'mail']),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** What the customer sees of one ticket: never an internal note, the assignee or the priority. */
export const customerTicketSchema = ticketSummarySchema.extend({
  ref: supportRefSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

/** A row of the customer's own list: who wrote last, and whether an answer came after they last opened it. */
export const customerTicketRowSchema = ticketSummarySchema.extend({
  lastReplyBy: z.enum(['customer', 'admin']),
  unread: z.boolean(),
});
export type CustomerTicketRow = z.infer<typeof customerTicketRowSchema>;

export const customerTicketList = z.object({ tickets: z.array(customerTicketRowSchema) });

/** POST /api/support/tickets/{id}/status: the customer marks their ticket solved, or reopens a solved one. */
export const customerStatusBody = z.object({ status: z.enum(['solved', 'open']) });
export type CustomerStatusBody = z.infer<typeof customerStatusBody>;

export const ticketCreatedSchema = z.object({ message: z.string(), ticket: customerTicketSchema });
/** The answer to the customer's status change: its toast and the ticket as it now stands. */
export const ticketChangedSchema = ticketCreatedSchema;

/** The person's own things the form offers to point at. */
export const myThingsSchema = z.object({
  things: z.array(z.object({ kind: z.enum(SUPPORT_REF_KINDS), id: z.number(), label: z.string() })),
});
export type MyThings = z.infer<typeof myThingsSchema>;

export const supportChallengeSchema = z.object({
  challenge: z.string(),
  bits: z.number().int(),
  expiresAt: z.string(),
});

// ---------------------------------------------------------------------------------------------------------
// Admin side.

export const adminTicketListQuery = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'active']).optional(),
  priority: z.enum(SUPPORT_PRIORITIES).optional(),
  category: z.enum(SUPPORT_CATEGORIES).optional(),
  /** An admin's id, or 0 for unassigned. */
  assigneeId: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  /** Words searched in subjects and messages (PostgreSQL full-text search). */
  q: safeText(200).trim().optional(),
  breached: z.enum(['true']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuery>;

export const adminTicketRowSchema = ticketSummarySchema.extend({
  priority: z.enum(SUPPORT_PRIORITIES),
  email: z.string(),
  userId: z.number().nullable(),
  assigneeId: z.number().nullable(),
  ref: supportRefSchema.nullable(),
  firstResponseDueAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  breached: z.boolean(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRowSchema>;

export const adminTicketListSchema = z.object({
  tickets: z.array(adminTicketRowSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;

const contextLink = z.object({ label: z.string(), detail: z.string(), href: z.string() });
export const ticketContextSchema = z.object({
  person: z
    .object({
      id: z.number(),
      username: z.string(),
      email: z.string().nullable(),
      status: z.string(),
      href: z.string(),
      /** 'email': a guest's ticket, shown with the account that address belongs to. */
      matchedBy: z.enum(['account', 'email']),
    })
    .nullable(),
  sites: z.array(contextLink),
  plans: z.array(contextLink),
  payments: z.array(contextLink),
  machines: z.array(contextLink),
  devices: z.array(contextLink),
  earlierTickets: z.array(contextLink),
  abuse: z.array(contextLink),
  /** What the ticket points at, shown with its evidence (an appeal beside its case). */
  subject: z
    .object({
      title: z.string(),
      evidence: z.array(z.string()),
      href: z.string(),
      /**
       * The one admin action that reinstates what an appeal is about, while it still applies: reverse the scan's
       * case (POST /api/admin/abuse-cases/{id}/reverse), lift the person's suspension (POST
       * /api/admin/users/{id}/unsuspend) or unsuspend the site (POST /api/admin/hosting-accounts/{id}/unsuspend).
       */
      reinstate: z.object({ kind: z.enum(SUPPORT_REINSTATE_KINDS), id: z.number(), label: z.string() }).nullable(),
    })
    .nullable(),
});
export type TicketContext = z.infer<typeof ticketContextSchema>;

export const presenceSchema = z.object({
  others: z.array(z.object({ adminId: z.number(), username: z.string(), composing: z.boolean() })),
});
export type SupportPresence = z.infer<typeof presenceSchema>;

export const adminTicketSchema = adminTicketRowSchema.extend({
  messages: z.array(supportMessageSchema),
  context: ticketContextSchema,
  presence: presenceSchema.shape.others,
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminReplyBody = z.object({
  body: messageBody,
  internal: z.boolean().default(false),
  /** The status the reply leaves the ticket in (a public reply defaults to waiting on customer). */
  status: z.enum(SUPPORT_STATUSES).optional(),
});
export type AdminReplyBody = z.infer<typeof adminReplyBody>;

const ticketChanges = {
  status: z.enum(SUPPORT_STATUSES).optional(),
  priority: z.enum(SUPPORT_PRIORITIES).optional(),
  category: category.optional(),
  assigneeId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
};
export const updateTicketBody = z.object(ticketChanges);
export type UpdateTicketBody = z.infer<typeof updateTicketBody>;

export const bulkUpdateBody = z.object({
  ids: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(200),
  ...ticketChanges,
});
export type BulkUpdateBody = z.infer<typeof bulkUpdateBody>;
export const bulkUpdateResponse = z.object({ message: z.string(), updated: z.number() });

export const presenceBody = z.object({ composing: z.boolean().default(false) });

export const cannedReplySchema = z.object({ id: z.number(), title: z.string(), body: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyBody = z.object({
  title: safeText(120).trim().min(1, 'Please enter a title'),
  body: messageBody,
});
export const cannedReplyList = z.object({ replies: z.array(cannedReplySchema) });
/** The placeholders a canned reply may use, filled in for the ticket it answers. */
export const CANNED_PLACEHOLDERS = ['{{name}}', '{{email}}', '{{ticket_id}}', '{{subject}}', '{{agent}}'] as const;
export type CannedValues = Record<'name' | 'email' | 'ticket_id' | 'subject' | 'agent', string>;

/**
 * A canned text filled for one ticket: the server fills every admin answer with it, and the desk's picker shows the
 * same result before sending. Unknown placeholders are left as typed: an admin sees the mistake in the thread
 * rather than an empty gap.
 */
export function fillCannedPlaceholders(body: string, values: CannedValues): string {
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof CannedValues] : whole,
  );
}

/** The name a canned reply greets: the account's username, else the address's local part. */
export const cannedName = (username: string | null, email: string) => username ?? email.split('@')[0] ?? 'there';

export const savedViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: adminTicketListQuery.omit({ page: true }),
});
export const savedViewBody = savedViewSchema.omit({ id: true }).extend({ name: safeText(80).trim().min(1) });
export const savedViewList = z.object({ views: z.array(savedViewSchema) });

export const supportSettingsSchema = z.object({
  /** First-response time per priority, in minutes. */
  responseMinutes: z.object(
    Object.fromEntries(
      SUPPORT_PRIORITIES.map((p) => [
        p,
        z
          .number()
          .int()
          .min(5)
          .max(30 * 24 * 60),
      ]),
    ) as Record<(typeof SUPPORT_PRIORITIES)[number], z.ZodNumber>,
  ),
  /** Who is mailed a new ticket, per category. */
  notifyByCategory: z.partialRecord(category, z.array(emailSchema).max(10)),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

export const supportFiguresSchema = z.object({
  openByStatus: z.record(z.string(), z.number()),
  medianFirstResponseMinutes: z.number().nullable(),
  medianResolutionMinutes: z.number().nullable(),
  breaches: z.number(),
  /** The help centre's deflections (a suggested article opened, no ticket followed) in its figures' window. */
  deflections: z.number().nullable(),
});
export type SupportFigures = z.infer<typeof supportFiguresSchema>;

export const supportIdParams = z.object({ id: idParam() });
