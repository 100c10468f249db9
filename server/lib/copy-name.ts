/**
 * The name of a package's copy: '<name>-copy' when free, else '<name>-copy-N' with the lowest free N ≥ 2.
 * `taken` are the existing names that start with '<name>-copy' (compared case-insensitively).
 */
export function pickCopyName(name: string, taken: string[]): string {
  const base = `${name.slice(0, 90)}-copy`;
  const used = new Set(taken.map((n) => n.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
