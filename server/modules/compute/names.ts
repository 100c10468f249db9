// The names and tags that tie a provider resource to its vps_instances row. They are stable per row, so a job
// that retries after a lost answer finds (re-links) what the first attempt created instead of creating twice,
// and the sweeper can tell our resources from anyone else's on a shared account. Names a provider needs beyond
// these (resource groups, admin user names) live in its folder (providers/<id>/).
import { randomInt } from 'node:crypto';

/** Marks resources of this installation (a staging and a production app may share one provider account). */
export const installTag = (hostedDomain: string) => `hostfree:${hostedDomain}`;
export const rowTag = (id: number) => `hostfree-row:${id}`;
export const rowIdFromTags = (tags: readonly string[]): number | null => {
  for (const tag of tags) {
    const m = /^hostfree-row:(\d+)$/.exec(tag);
    if (m) return Number(m[1]);
  }
  return null;
};

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#%+-=?@';

/** 20 characters with all four character classes, none of the literals clouds forbid (the strictest rules: wire notes §8). */
export function generateVmPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < 20) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
