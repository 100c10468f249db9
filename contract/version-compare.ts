// PHP's version_compare(), which WordPress uses to decide "update available" (wire notes:
// ../shared/reference/wordpress-org.md §4). Plugin versions such as "2.4", "1.0.0-beta2" or "5.3.20240901" are
// not semver, so a semver library would get them wrong. Shared by server (pendingUpdates) and web (row badges).

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isAlnum = (c: string) => /^[A-Za-z0-9]$/.test(c);
const isNonDigit = (c: string) => !isDigit(c) && c !== '.';
const isSpecial = (c: string) => c === '-' || c === '_' || c === '+';

/** php_canonicalize_version: -, _, + and other punctuation become '.', and '.' splits digit/non-digit runs ("1.2RC1" → "1.2.RC.1"). */
export function canonicalizeVersion(version: string): string {
  if (version === '') return '';
  let out = version[0]!;
  let previous = version[0]!;
  for (const c of version.slice(1)) {
    const last = out[out.length - 1];
    if (isSpecial(c)) {
      if (last !== '.') out += '.';
    } else if ((isNonDigit(previous) && isDigit(c)) || (isDigit(previous) && isNonDigit(c))) {
      if (last !== '.') out += '.';
      out += c;
    } else if (!isAlnum(c)) {
      if (last !== '.') out += '.';
    } else {
      out += c;
    }
    previous = c;
  }
  return out;
}

// Order of the special words; anything else ranks below them all (-1). Matched as prefixes, as PHP does.
const SPECIAL_FORMS: [string, number][] = [
  ['dev', 0],
  ['alpha', 1],
  ['a', 1],
  ['beta', 2],
  ['b', 2],
  ['RC', 3],
  ['rc', 3],
  ['#', 4],
  ['pl', 5],
  ['p', 5],
];

function specialFormRank(form: string): number {
  return SPECIAL_FORMS.find(([name]) => form.startsWith(name))?.[1] ?? -1;
}

function compareSpecialForms(a: string, b: string): -1 | 0 | 1 {
  return Math.sign(specialFormRank(a) - specialFormRank(b)) as -1 | 0 | 1;
}

// The leading digits of a part, as strtol reads them.
const leadingNumber = (part: string) => Number(/^\d+/.exec(part)?.[0] ?? '0');

/** version_compare(a, b): -1 when a is lower, 0 when equal, 1 when a is higher. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? -1 : 1;
  const v1 = a.startsWith('#') ? a : canonicalizeVersion(a);
  const v2 = b.startsWith('#') ? b : canonicalizeVersion(b);
  // Positions in v1/v2, following the C code's p (part start) and n (next '.', or -1 once the last part is read).
  let p1 = 0;
  let p2 = 0;
  let n1 = 0;
  let n2 = 0;
  let compare: -1 | 0 | 1 = 0;
  while (p1 < v1.length && p2 < v2.length && n1 !== -1 && n2 !== -1) {
    n1 = v1.indexOf('.', p1);
    n2 = v2.indexOf('.', p2);
    const part1 = v1.slice(p1, n1 === -1 ? undefined : n1);
    const part2 = v2.slice(p2, n2 === -1 ? undefined : n2);
    if (isDigit(part1[0]) && isDigit(part2[0])) {
      compare = Math.sign(leadingNumber(part1) - leadingNumber(part2)) as -1 | 0 | 1;
    } else if (!isDigit(part1[0]) && !isDigit(part2[0])) {
      compare = compareSpecialForms(part1, part2);
    } else {
      compare = isDigit(part1[0]) ? compareSpecialForms('#N#', part2) : compareSpecialForms(part1, '#N#');
    }
    if (compare !== 0) break;
    if (n1 !== -1) p1 = n1 + 1;
    if (n2 !== -1) p2 = n2 + 1;
  }
  if (compare === 0) {
    // One side has parts left: a number there makes it higher, a word is weighed against a number.
    if (n1 !== -1) {
      compare = isDigit(v1[p1]) ? 1 : compareVersions(v1.slice(p1), '#N#');
    } else if (n2 !== -1) {
      compare = isDigit(v2[p2]) ? -1 : compareVersions('#N#', v2.slice(p2));
    }
  }
  return compare;
}

/** "1.0.0" → "1", "2.10" → "2.10": trailing zero parts say nothing about which release it is. */
function trimTrailingZeroParts(version: string): string {
  return version.trim().replace(/(\.0+)+$/, '');
}

/**
 * The spec's "update available": latestVersion is set and differs from version. "Differs" is read as
 * "is newer by version_compare", with trailing zero parts ignored, so '1.0' against '1.0.0' is not an update
 * (PHP alone would call 1.0 older) and a local build newer than wordpress.org's is not one either.
 */
export function isUpdateAvailable(
  version: string | null | undefined,
  latestVersion: string | null | undefined,
): boolean {
  if (!latestVersion || latestVersion.trim() === '') return false;
  if (!version || version.trim() === '') return true;
  if (compareVersions(trimTrailingZeroParts(version), trimTrailingZeroParts(latestVersion)) === 0) return false;
  return compareVersions(version.trim(), latestVersion.trim()) < 0;
}
