// What DigitalOcean offers instead of a console link. The API has no call that returns a browser console URL (the
// Droplet Console lives in the control panel and needs a team member's login), so HostFree gives the machine's owner
// access details instead: the public IPv4 address to SSH to as root, with their SSH keys or the root password set
// through user_data at launch. The control panel link is for the admin (a member of the DigitalOcean team) only.
// Decision recorded in docs/decisions.md (2026-11-25, "DigitalOcean console").

const PANEL = 'https://cloud.digitalocean.com';

/** The Droplet's page in DigitalOcean's control panel (Access → Launch Droplet Console); needs a team login. */
export const dropletPanelUrl = (dropletId: number): string => `${PANEL}/droplets/${dropletId}`;

/** The control panel's browser console for the Droplet; needs a team login. */
export const dropletConsoleUrl = (dropletId: number): string => `${PANEL}/droplets/${dropletId}/console`;

/** `ssh root@<ip>` once the Droplet has a public IPv4 address; null before. */
export const sshCommand = (publicIpv4: string | null): string | null => (publicIpv4 ? `ssh root@${publicIpv4}` : null);
