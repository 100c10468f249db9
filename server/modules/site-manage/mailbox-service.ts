import type { z } from 'zod';
import {
  SITE_MESSAGES,
  type createMailboxBody,
  type siteMailboxesSchema,
  type updateMailboxBody,
} from '../../../contract/site-manage.js';
import { AppError } from '../../errors.js';
import {
  addMailbox,
  deleteMailbox,
  listMailboxes,
  setMailboxPassword,
  setMailboxQuota,
} from '../../integrations/whm/cpanel/email.js';
import { onWhm, type OpenSite, type SiteAccess, type SiteActor } from './site-access.js';
import type { SiteAudit } from './site-audit.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// Mailboxes on the site's own domain, within the package's e-mail allowance (checked here before cPanel is asked,
// and by cPanel again). "Open webmail" is a single-use webmaild session for the mailbox itself.

export function createMailboxService({ access, audit }: { access: SiteAccess; audit: SiteAudit }) {
  async function openWithMail(actor: SiteActor, accountId: number): Promise<OpenSite> {
    const site = await access.open(actor, accountId);
    if (site.mailboxLimit <= 0) throw new AppError('FORBIDDEN', SITE_MESSAGES.mailNotIncluded, { error: 'NO_MAIL' });
    return site;
  }

  /** The mailbox named in the path, if it is this site's; another domain's address reads as not found. */
  async function ownMailbox(actor: SiteActor, accountId: number, address: string) {
    const site = await openWithMail(actor, accountId);
    const [localPart, domain] = address.split('@');
    const mailboxes = await onWhm(() => listMailboxes(site.whm, site.user));
    if (!localPart || domain !== site.domain || !mailboxes.some((m) => m.email === address))
      throw new AppError('NOT_FOUND', SITE_MESSAGES.mailboxNotFound);
    return { site, localPart, domain };
  }

  return {
    async list(actor: SiteActor, accountId: number): Promise<z.infer<typeof siteMailboxesSchema>> {
      const site = await access.open(actor, accountId);
      if (site.mailboxLimit <= 0) return { included: false, limit: 0, mailboxes: [] };
      return {
        included: true,
        limit: site.mailboxLimit,
        mailboxes: await onWhm(() => listMailboxes(site.whm, site.user)),
      };
    },

    async create(actor: SiteActor, accountId: number, body: z.infer<typeof createMailboxBody>) {
      const site = await openWithMail(actor, accountId);
      const existing = await onWhm(() => listMailboxes(site.whm, site.user));
      if (existing.length >= site.mailboxLimit) throw new AppError('FORBIDDEN', SITE_MESSAGES.mailboxLimit);
      const email = `${body.localPart}@${site.domain}`;
      if (existing.some((m) => m.email === email))
        throw new AppError('CONFLICT', fillMessage(SITE_MESSAGES.mailboxExists, { email }));
      await onWhm(() =>
        addMailbox(site.whm, site.user, {
          localPart: body.localPart,
          domain: site.domain,
          password: body.password,
          quotaMb: body.quotaMb,
        }),
      );
      await audit(site, 'site.mailbox_create', { email, quotaMb: body.quotaMb });
      return { message: SITE_MESSAGES.mailboxCreated, email };
    },

    async update(actor: SiteActor, accountId: number, address: string, body: z.infer<typeof updateMailboxBody>) {
      const { site, localPart, domain } = await ownMailbox(actor, accountId, address);
      if (body.quotaMb !== undefined) {
        const quotaMb = body.quotaMb;
        await onWhm(() => setMailboxQuota(site.whm, site.user, { localPart, domain, quotaMb }));
      }
      if (body.password !== undefined) {
        const password = body.password;
        await onWhm(() => setMailboxPassword(site.whm, site.user, { localPart, domain, password }));
      }
      const changed = [
        ...(body.quotaMb !== undefined ? ['quota'] : []),
        ...(body.password !== undefined ? ['password'] : []),
      ];
      await audit(site, 'site.mailbox_update', { email: address, changed });
      return { message: SITE_MESSAGES.mailboxSaved };
    },

    async remove(actor: SiteActor, accountId: number, address: string) {
      const { site, localPart, domain } = await ownMailbox(actor, accountId, address);
      await onWhm(() => deleteMailbox(site.whm, site.user, { localPart, domain }));
      await audit(site, 'site.mailbox_delete', { email: address });
      return { message: SITE_MESSAGES.mailboxDeleted };
    },

    /** A single-use webmail login for the mailbox (made per click, never kept). */
    async openWebmail(actor: SiteActor, accountId: number, address: string) {
      const { site } = await ownMailbox(actor, accountId, address);
      const session = await onWhm(() => site.whm.createUserSession(address, 'webmaild', site.preferredDomain));
      return { loginUrl: session.url };
    },
  };
}
