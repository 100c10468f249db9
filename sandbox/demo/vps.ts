// Two VPS packages for `npm run demo`, so the VPS offer, checkout (on the sandbox Stripe) and the admin's VPS tabs
// have something to show. Saved through the admin service (each gets its Stripe price); skipped when any exists.
import { VPS_OS_CHOICES } from '../../contract/vps.js';
import type { DemoSeeder } from './seeders.js';

const ALL_OS = VPS_OS_CHOICES.map((c) => ({ ...c }));

export const vpsDemo: DemoSeeder = {
  name: 'VPS',
  once: true,

  async seed(app, { say }) {
    if ((await app.services.vps.listPackages()).length > 0) return;
    const packages = [
      {
        name: 'vps-basic',
        displayName: 'Basic VPS',
        description: 'A small server for a site or a bot.',
        price: 5,
        vcpu: 1,
        memory: 1024,
        storage: 40,
        sortOrder: 1,
      },
      {
        name: 'vps-growth',
        displayName: 'Growth VPS',
        description: 'Room for a busy site and its database.',
        price: 10,
        vcpu: 2,
        memory: 2048,
        storage: 80,
        sortOrder: 2,
      },
    ];
    for (const pkg of packages) {
      await app.services.vps.createPackage(0, { ...pkg, trafficPort: '1Gbps', osChoices: ALL_OS });
      say(`VPS:              package "${pkg.displayName}" seeded ($${pkg.price.toFixed(2)}/mo)`);
    }
  },
};
