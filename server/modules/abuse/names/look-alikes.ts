import { domainToUnicode } from 'node:url';

// How a name is read the way a victim would read it: punycode decoded, letters that look like Latin ones replaced by
// them, digits that stand in for letters replaced too. The scorer compares brands and bait words against this
// skeleton, so 'paypa1', 'pаypal' (Cyrillic а) and 'xn--pypal-4ve' all read as 'paypal'.

/** Characters from other scripts that render like a Latin letter (a subset of Unicode's confusables.txt). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ѕ: 's',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  ι: 'i',
  κ: 'k',
  ϲ: 'c',
  ℓ: 'l',
  ı: 'i',
};

/** Digits (and the odd symbol) used for the letters they resemble. */
const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
};

export interface ReadName {
  /** The label as typed, lower-cased. */
  raw: string;
  /** Punycode decoded (the same as raw when it was not punycode). */
  unicode: string;
  isPunycode: boolean;
  /** Characters outside ASCII that read as a Latin letter. */
  confusables: string[];
  /** Latin letters only: confusables mapped, accents dropped (NFKD), other non-ASCII dropped. Digits kept. */
  letters: string;
  /** `letters` with look-alike digits read as letters. */
  skeleton: string;
  /** Whether any digit was read as a letter. */
  hasDigitLetters: boolean;
}

export function readName(label: string): ReadName {
  const raw = label.trim().toLowerCase();
  const isPunycode = raw.split('.').some((part) => part.startsWith('xn--'));
  const decoded = isPunycode ? domainToUnicode(raw) : raw;
  const unicode = decoded || raw;
  const confusables: string[] = [];
  let letters = '';
  for (const char of unicode) {
    const mapped = CONFUSABLES[char];
    if (mapped) {
      confusables.push(char);
      letters += mapped;
      continue;
    }
    // Accented Latin letters: the base letter ('é' → 'e'); anything else outside ASCII is dropped.
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    letters += /^[\x20-\x7e]+$/.test(base) ? base : '';
  }
  let skeleton = '';
  let hasDigitLetters = false;
  for (const char of letters) {
    const mapped = DIGIT_LETTERS[char];
    if (mapped) hasDigitLetters = true;
    skeleton += mapped ?? char;
  }
  return { raw, unicode, isPunycode, confusables, letters, skeleton, hasDigitLetters };
}

/** Levenshtein distance, stopping early once it exceeds `max` (answers max + 1 then). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (!text) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
