// Full-page navigations (a download link, /api/login) leave the single-page router: kept in one place so
// tests can replace them (jsdom cannot navigate).
export function openUrl(url: string): void {
  window.location.assign(url);
}
