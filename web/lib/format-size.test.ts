import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMegabytes, formatPlanGigabytes, megabytesOf } from './format-size';

describe('format-size', () => {
  it('shows MB to one decimal below 1024 MB and GB from there (001 §9)', () => {
    expect(formatMegabytes(0)).toBe('0.0 MB');
    expect(formatMegabytes(84.26)).toBe('84.3 MB');
    expect(formatMegabytes(1023.9)).toBe('1023.9 MB');
    expect(formatMegabytes(1024)).toBe('1.0 GB');
    expect(formatMegabytes(1536)).toBe('1.5 GB');
    expect(formatMegabytes(-3)).toBe('0.0 MB');
    expect(formatMegabytes(Number.NaN)).toBe('0.0 MB');
  });

  it('shows a file in whole KB (never 0 KB) below 1 MB and in MB above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it("says a size by the reader's language's rules for the number and the unit, English as the spec does", () => {
    expect(formatMegabytes(1536, 'es')).toMatch(/^1,5\sGB$/);
    expect(formatMegabytes(84.26, 'fr')).toMatch(/^84,3\sMo$/);
    expect(formatFileSize(200 * 1024, 'pt-BR')).toMatch(/^200\skB$/);
    expect(formatMegabytes(1536, 'en')).toBe('1.5 GB');
    expect(formatMegabytes(512, 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1 }).format(512),
    );
  });

  it("names a plan's memory in bare GB (one decimal when it is not whole) and an upload in MB without the unit", () => {
    expect(formatPlanGigabytes(1024)).toBe('1GB');
    expect(formatPlanGigabytes(1536)).toBe('1.5GB');
    expect(formatPlanGigabytes(512)).toBe('0.5GB');
    expect(megabytesOf(3.25 * 1024 * 1024)).toBe('3.3');
  });
});
