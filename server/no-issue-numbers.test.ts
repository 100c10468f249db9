// Comments and strings say why, never which ticket asked: a ticket number tells a reader nothing without the
// tracker, and the history already lives in git and docs/decisions.md (docs/code-style.md, 'Comments'). This test
// reads every file git tracks and fails with file:line for each mention of a numbered issue.
//
// Not read: Markdown (the docs and READMEs keep their history and headings), bench/results/ (measurements as they
// were taken) and server/db/migrations/ (applied migrations are history: their bytes are what databases ran, and the
// PGlite test template is keyed on them).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const NOT_READ = [/\.md$/i, /^docs\//, /^bench\/results\//, /^server\/db\/migrations\//];
// The word issue or issues, then a number (with or without #); joined so that this file's own source does not match.
const ISSUE_NUMBER = new RegExp(['\\bissues?', '\\s+#?\\d'].join(''), 'i');

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return listed.split('\0').filter((path) => path !== '' && !NOT_READ.some((rule) => rule.test(path)));
}

function readText(path: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(ROOT, path));
  } catch (error) {
    // Deleted in the working tree but not yet in the index: nothing to read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // A NUL byte means a binary file (an image, a font, an archive): no comments in it.
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
}

function mentions(): string[] {
  const found: string[] = [];
  for (const path of trackedFiles()) {
    const text = readText(path);
    if (text === null || !ISSUE_NUMBER.test(text)) continue;
    text.split('\n').forEach((line, index) => {
      if (ISSUE_NUMBER.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 100)}`);
    });
  }
  return found;
}

describe('no issue numbers in the source', () => {
  it('lists tracked files to read', () => {
    expect(trackedFiles()).toEqual(expect.arrayContaining(['package.json', 'server/config.ts']));
  });

  it('names no numbered issue in any tracked file but Markdown, bench/results and applied migrations', () => {
    expect(mentions()).toEqual([]);
  });
});
