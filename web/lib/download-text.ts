/** Offers `text` as a file download (a Blob link): the browser saves it; nothing leaves the device. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium starts the download from the click, and a revoked URL before then is lost.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
