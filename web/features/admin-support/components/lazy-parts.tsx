import { lazy } from 'react';

// The support tab's parts that its first drawing (the inbox) does not show, each fetched when it is first drawn: a
// ticket (its thread, answer box with canned replies and the answer form's validation, properties, context panel),
// the figures, the desk's settings with the canned replies editor, and the bulk bar shown once tickets are ticked.
// Together with the zod library the answer and editor forms validate with, they were ~40 KB of the inbox's first load.

/** Fetches a ticket's screen; a pointer over a ticket's link asks for it before the click. */
export const loadTicketScreen = () => import('./ticket-screen');

export const TicketScreen = lazy(() => loadTicketScreen().then((m) => ({ default: m.TicketScreen })));
export const DeskFigures = lazy(() => import('./desk-figures').then((m) => ({ default: m.DeskFigures })));
export const DeskSettingsPanel = lazy(() => import('./desk-settings').then((m) => ({ default: m.DeskSettingsPanel })));
export const BulkBar = lazy(() => import('./bulk-bar').then((m) => ({ default: m.BulkBar })));
