/**
 * A tab opened inside the click (so no popup blocker stops it), then pointed at an address once the server has
 * made it (single sign-on links are made per click). `title` shows in the tab while it waits.
 */
export function openPendingTab(title: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = title;
    tab.document.body.textContent = title;
  } catch {
    // a browser that isolates the new tab: it is still ours to navigate
  }
  return tab;
}

/** Sends the pending tab to `url`, or opens one when the browser gave none. */
export function goInTab(tab: Window | null, url: string) {
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
}
