import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Full-page screenshots of the page at a phone's width (390 px) and a desktop's (1280 px), into `dir`. */
export async function shootAtWidths(page: Page, dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png`, fullPage: true });
  }
}
