import { editDistance, readName, shannonEntropy } from './look-alikes.js';

// The name check's scorer: a sum of explained signals, in the manner of phishing-catcher (x0rz). Every signal says
// what matched, so the admin reading a case sees why a name scored what it did. Weights are chosen so that one
// brand, or a couple of bait words, asks for review, and a brand dressed as a sign-in page is refused; the
// thresholds (settings) decide what happens at a score. Pure: the lists and the domain's age come in.

export interface ScoredSignal {
  /** Stable id: 'brand', 'brand-look-alike', 'bait-word', 'brand-and-bait', 'hyphens', 'punycode', … */
  signal: string;
  /** What matched, for the admin (never shown to the person claiming the name). */
  detail: string;
  points: number;
}

export interface NameScore {
  score: number;
  signals: ScoredSignal[];
}

export interface NameLists {
  brands: readonly string[];
  baitWords: readonly string[];
}

export const NAME_POINTS = {
  brand: 40,
  brandInside: 30,
  brandLookAlike: 50,
  baitWord: 15,
  baitWordsMax: 45,
  brandAndBait: 20,
  hyphenEach: 5,
  hyphensMax: 20,
  punycode: 20,
  confusable: 40,
  entropy: 15,
  domainDaysOld: 30,
  domainWeeksOld: 15,
} as const;

/** A long random-looking label (generated names) reads above this many bits per character. */
const ENTROPY_BITS = 3.6;
const ENTROPY_MIN_LENGTH = 12;
/** A brand this long or longer is also matched one edit away ('paypall', 'gooogle'). */
const FUZZY_BRAND_MIN_LENGTH = 5;

/** The label's words: letters split at hyphens, dots and digits that do not stand for letters. */
function wordsOf(text: string): string[] {
  return text.split(/[^a-z]+/).filter(Boolean);
}

function matchBrand(brand: string, name: ReturnType<typeof readName>): ScoredSignal | null {
  const plain = name.letters.replace(/[^a-z0-9]/g, '');
  const skeleton = name.skeleton.replace(/[^a-z]/g, '');
  const words = wordsOf(name.letters);
  if (words.includes(brand)) return { signal: 'brand', detail: brand, points: NAME_POINTS.brand };
  if (plain.includes(brand)) return { signal: 'brand', detail: brand, points: NAME_POINTS.brandInside };
  if (skeleton.includes(brand))
    return { signal: 'brand-look-alike', detail: `${brand} (digits for letters)`, points: NAME_POINTS.brandLookAlike };
  if (brand.length >= FUZZY_BRAND_MIN_LENGTH) {
    const near = wordsOf(name.skeleton).find((w) => w !== brand && editDistance(w, brand, 1) <= 1);
    if (near)
      return { signal: 'brand-look-alike', detail: `${brand} (as '${near}')`, points: NAME_POINTS.brandLookAlike };
  }
  return null;
}

/**
 * Scores a label (a free subdomain's label, or a custom domain) against the lists. `domainAgeDays` is the days since
 * the domain's RDAP registration event, for custom domains; undefined when unknown or not applicable.
 */
export function scoreName(label: string, lists: NameLists, domainAgeDays?: number): NameScore {
  const name = readName(label);
  const signals: ScoredSignal[] = [];

  const brandHits = [...new Set(lists.brands.map((b) => b.toLowerCase().trim()).filter((b) => b.length >= 3))]
    .map((brand) => matchBrand(brand, name))
    .filter((s): s is ScoredSignal => s !== null);
  // One brand is enough to say what the name impersonates; the strongest match counts.
  const brand = brandHits.sort((a, b) => b.points - a.points)[0];
  if (brand) signals.push(brand);

  const squeezed = name.skeleton.replace(/[^a-z]/g, '');
  const bait = [...new Set(lists.baitWords.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')).filter(Boolean))]
    .filter((word) => squeezed.includes(word) && !(brand && brand.detail.startsWith(word)))
    // 'signin' inside 'signing' is still bait; 'log' inside 'blog' is not on the list (too short to be a word).
    .filter((word, _, all) => !all.some((other) => other !== word && other.includes(word)));
  let baitPoints = 0;
  for (const word of bait) {
    const points = Math.min(NAME_POINTS.baitWord, NAME_POINTS.baitWordsMax - baitPoints);
    if (points <= 0) break;
    baitPoints += points;
    signals.push({ signal: 'bait-word', detail: word, points });
  }
  if (brand && bait.length > 0)
    signals.push({
      signal: 'brand-and-bait',
      detail: `${brand.detail.split(' ')[0]} with ${bait[0]}`,
      points: NAME_POINTS.brandAndBait,
    });

  const hyphens = (name.raw.replace(/^xn--/, '').match(/-/g) ?? []).length;
  if (hyphens >= 2)
    signals.push({
      signal: 'hyphens',
      detail: `${hyphens} hyphens`,
      points: Math.min(NAME_POINTS.hyphensMax, (hyphens - 1) * NAME_POINTS.hyphenEach),
    });
  if (name.isPunycode)
    signals.push({ signal: 'punycode', detail: `reads as ${name.unicode}`, points: NAME_POINTS.punycode });
  if (name.confusables.length > 0)
    signals.push({
      signal: 'confusable-letters',
      detail: `${[...new Set(name.confusables)].join(' ')} read as Latin letters`,
      points: NAME_POINTS.confusable,
    });

  const compact = name.raw.replace(/[^a-z0-9]/g, '');
  const entropy = shannonEntropy(compact);
  if (compact.length >= ENTROPY_MIN_LENGTH && entropy > ENTROPY_BITS)
    signals.push({
      signal: 'entropy',
      detail: `${entropy.toFixed(2)} bits per character`,
      points: NAME_POINTS.entropy,
    });

  if (domainAgeDays !== undefined && domainAgeDays < 30)
    signals.push({
      signal: 'new-domain',
      detail: `registered ${Math.max(0, Math.floor(domainAgeDays))} days ago`,
      points: domainAgeDays < 7 ? NAME_POINTS.domainDaysOld : NAME_POINTS.domainWeeksOld,
    });

  return { score: signals.reduce((sum, s) => sum + s.points, 0), signals };
}
