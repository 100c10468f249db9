import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, useToken } from './api';

/** Signs the page in as the e2e admin (the token where the app keeps it) and opens an admin dashboard tab. */
export async function openAdminTab(page: Page, request: APIRequestContext, tab: string) {
  await useToken(page, await adminToken(request));
  await page.goto(`/admin-dashboard#${tab}`);
}
