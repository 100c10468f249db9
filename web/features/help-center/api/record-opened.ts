import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/help/articles/{slug}/opened: a suggestion of a ticket form was opened (in a new tab, so the form and
 * this request stay). A failure is only a figure lost, never shown to the person.
 */
export function recordSuggestionOpened(slug: string, helpToken: string): void {
  apiRequest('POST', `/api/help/articles/${encodeURIComponent(slug)}/opened`, { helpToken }).catch(() => undefined);
}
