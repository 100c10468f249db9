import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, messageResponse } from '../../../contract/common.js';
import {
  backupDownloadBody,
  backupDownloadResponse,
  backupTokenParams,
  cpanelLinkBody,
  createMailboxBody,
  installWordpressBody,
  installWordpressResponse,
  loginUrlResponse,
  saveDnsBody,
  sendToSiteBody,
  sendToSiteResponse,
  siteBackupsSchema,
  siteDnsSchema,
  siteHttpsSchema,
  siteMailboxesSchema,
  siteMailboxParams,
  siteOverviewSchema,
  siteParams,
  siteWordpressParams,
  siteWordpressSchema,
  updateMailboxBody,
  addVerificationTxtBody,
  siteManageSettingsBody,
  siteManageSettingsSchema,
  siteTxtRecordParams,
  siteVerificationTxtSchema,
  verificationTxtRecordSchema,
} from '../../../contract/site-manage.js';
import { currentUser } from '../../http/access.js';
import { z } from 'zod';

const failures = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};
const own = { config: { access: 'user' as const } };
const tags = ['manage-site'];

// "Manage site" (each route is the owner's only: another person's account answers 404 in the service).
export async function siteManageRoutes(app: FastifyInstance) {
  const { siteManage } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/hosting-accounts/:id';

  r.get(
    `${base}/manage`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteOverviewSchema, ...failures } } },
    (req) => siteManage.overview(currentUser(req), req.params.id),
  );

  // HTTPS
  r.get(
    `${base}/https`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteHttpsSchema, ...failures } } },
    (req) => siteManage.https.read(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/https/check`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        response: { 200: z.object({ message: z.string(), queued: z.boolean() }), ...failures },
      },
    },
    (req) => siteManage.https.checkAgain(currentUser(req), req.params.id),
  );

  // WordPress
  r.get(
    `${base}/wordpress`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteWordpressSchema, ...failures } } },
    (req) => siteManage.wordpress.read(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/wordpress`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        body: installWordpressBody,
        response: { 200: installWordpressResponse, ...failures },
      },
    },
    (req) => siteManage.wordpress.install(currentUser(req), req.params.id, req.body),
  );
  r.delete(
    `${base}/wordpress/:installId`,
    { ...own, schema: { tags, params: siteWordpressParams, response: { 200: messageResponse, ...failures } } },
    (req) => siteManage.wordpress.remove(currentUser(req), req.params.id, req.params.installId),
  );
  r.post(
    `${base}/wordpress/send`,
    {
      ...own,
      schema: { tags, params: siteParams, body: sendToSiteBody, response: { 200: sendToSiteResponse, ...failures } },
    },
    (req) => siteManage.wordpress.sendToSite(currentUser(req), req.params.id, req.body),
  );

  // DNS
  r.get(
    `${base}/dns`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteDnsSchema, ...failures } } },
    (req) => siteManage.dns.read(currentUser(req), req.params.id),
  );
  r.put(
    `${base}/dns`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        body: saveDnsBody,
        response: { 200: z.object({ message: z.string(), zone: siteDnsSchema }), ...failures },
      },
    },
    (req) => siteManage.dns.save(currentUser(req), req.params.id, req.body),
  );

  // Mailboxes
  r.get(
    `${base}/mailboxes`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteMailboxesSchema, ...failures } } },
    (req) => siteManage.mailboxes.list(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/mailboxes`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        body: createMailboxBody,
        response: { 201: z.object({ message: z.string(), email: z.string() }), ...failures },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await siteManage.mailboxes.create(currentUser(req), req.params.id, req.body)),
  );
  r.patch(
    `${base}/mailboxes/:address`,
    {
      ...own,
      schema: {
        tags,
        params: siteMailboxParams,
        body: updateMailboxBody,
        response: { 200: messageResponse, ...failures },
      },
    },
    (req) => siteManage.mailboxes.update(currentUser(req), req.params.id, req.params.address, req.body),
  );
  r.delete(
    `${base}/mailboxes/:address`,
    { ...own, schema: { tags, params: siteMailboxParams, response: { 200: messageResponse, ...failures } } },
    (req) => siteManage.mailboxes.remove(currentUser(req), req.params.id, req.params.address),
  );
  r.post(
    `${base}/mailboxes/:address/webmail`,
    { ...own, schema: { tags, params: siteMailboxParams, response: { 200: loginUrlResponse, ...failures } } },
    (req) => siteManage.mailboxes.openWebmail(currentUser(req), req.params.id, req.params.address),
  );

  // Backups and cPanel pages
  r.get(
    `${base}/backups`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteBackupsSchema, ...failures } } },
    (req) => siteManage.backups.list(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/backups`,
    { ...own, schema: { tags, params: siteParams, response: { 200: messageResponse, ...failures } } },
    (req) => siteManage.backups.start(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/backups/download`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        body: backupDownloadBody,
        response: { 200: backupDownloadResponse, ...failures },
      },
    },
    (req) => siteManage.backups.downloadLink(currentUser(req), req.params.id, req.body.file),
  );
  // The signed link is the credential (a browser follows it without its bearer header); the archive streams.
  r.get(
    '/api/site-backups/:token',
    { config: { access: 'public' }, schema: { tags, params: backupTokenParams } },
    async (req, reply) => {
      const backup = await siteManage.backups.openDownload(req.params.token);
      reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backup.file}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      if (backup.size !== null) reply.header('content-length', String(backup.size));
      return reply.send(backup.stream);
    },
  );
  r.post(
    `${base}/cpanel-link`,
    {
      ...own,
      schema: { tags, params: siteParams, body: cpanelLinkBody, response: { 200: loginUrlResponse, ...failures } },
    },
    (req) => siteManage.backups.cpanelLink(currentUser(req), req.params.id, req.body.app),
  );

  // Verification TXT records of a free subdomain, in the operator's shared zone (only while the operator allows).
  r.get(
    `${base}/verification-txt`,
    { ...own, schema: { tags, params: siteParams, response: { 200: siteVerificationTxtSchema, ...failures } } },
    (req) => siteManage.verificationTxt.read(currentUser(req), req.params.id),
  );
  r.post(
    `${base}/verification-txt`,
    {
      ...own,
      schema: {
        tags,
        params: siteParams,
        body: addVerificationTxtBody,
        response: { 201: z.object({ message: z.string(), record: verificationTxtRecordSchema }), ...failures },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await siteManage.verificationTxt.add(currentUser(req), req.params.id, req.body)),
  );
  r.delete(
    `${base}/verification-txt/:recordId`,
    { ...own, schema: { tags, params: siteTxtRecordParams, response: { 200: messageResponse, ...failures } } },
    (req) => siteManage.verificationTxt.remove(currentUser(req), req.params.id, req.params.recordId),
  );

  // The operator's settings of this area (Settings → Manage site).
  const admin = { config: { access: 'admin' as const } };
  r.get(
    '/api/admin/site-manage/settings',
    { ...admin, schema: { tags, response: { 200: siteManageSettingsSchema } } },
    () => siteManage.settings.read(),
  );
  r.put(
    '/api/admin/site-manage/settings',
    {
      ...admin,
      schema: {
        tags,
        body: siteManageSettingsBody,
        response: { 200: z.object({ message: z.string(), settings: siteManageSettingsSchema }), ...failures },
      },
    },
    (req) => siteManage.settings.save(req.body),
  );
}
