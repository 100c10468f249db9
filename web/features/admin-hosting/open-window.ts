/**
 * Opens a blank tab during the click (browsers block tabs opened later, after an await) and returns a
 * function that points it at the address once known, or closes it when there is none.
 */
export function openPendingTab(): (url: string | null) => void {
  const win = window.open('', '_blank');
  return (url) => {
    if (!url) {
      win?.close();
      return;
    }
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  };
}
