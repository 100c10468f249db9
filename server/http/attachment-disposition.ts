// The Content-Disposition of every file the server hands out as a download (library archives, support
// attachments): a name that cannot break the header or hide its extension behind bidi controls.

const BIDI_AND_CONTROL = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266) from any stored name. */
export function attachmentDisposition(name: string, extension = '.zip'): string {
  let clean = name
    .replace(/^.*[\\/]/, '')
    .replace(BIDI_AND_CONTROL, '')
    .replace(/["<>:|?*]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (!clean.toLowerCase().endsWith(extension)) clean = `${clean || 'download'}${extension}`;
  clean = clean.slice(-150);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/[%;\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
