import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkDeviceLimitsBody,
  deviceFingerprintBody,
  deviceLimitResult,
  registrationSettingsBody,
  registrationSettingsSchema,
} from '../../../contract/accounts.js';
import { messageResponse } from '../../../contract/common.js';

export async function deviceRoutes(app: FastifyInstance) {
  const { devices } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the browser records its fingerprint before and after sign-in; a bearer token, when sent,
  // ties the record to the user.
  r.post(
    '/api/device-fingerprint',
    {
      config: { access: 'public' },
      schema: {
        tags: ['devices'],
        body: deviceFingerprintBody,
        response: { 200: messageResponse, 201: messageResponse },
      },
    },
    async (request, reply) => {
      const { fingerprintHash, ...deviceInfo } = request.body;
      const { created } = await devices.recordFingerprint(request.user?.id ?? null, fingerprintHash, {
        deviceInfo,
        ip: request.ip,
      });
      return reply
        .code(created ? 201 : 200)
        .send({ message: created ? 'Device fingerprint recorded' : 'Device fingerprint updated' });
    },
  );

  r.post(
    '/api/check-device-limits',
    {
      config: { access: 'public' },
      schema: { tags: ['devices'], body: checkDeviceLimitsBody, response: { 200: deviceLimitResult } },
    },
    async (request) => devices.checkDeviceLimits(request.body.fingerprintHash),
  );

  r.get(
    '/api/admin/registration-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: registrationSettingsSchema } },
    },
    async () => devices.readRegistrationSettings(),
  );

  r.put(
    '/api/admin/registration-settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: registrationSettingsBody, response: { 200: registrationSettingsSchema } },
    },
    async (request) => devices.updateRegistrationSettings(request.body),
  );
}
