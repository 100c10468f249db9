// Magic bytes decide what a file is, never its name or the browser's Content-Type (security-test-plan D2, P39).

export const SNIFF_BYTES = 12;

/** A local file header ('PK\x03\x04') or the end record of an empty archive ('PK\x05\x06'). */
export function looksLikeZip(head: Buffer): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06))
  );
}

export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: '.png' | '.jpg' | '.gif' | '.webp';
}

const IMAGE_TYPES: Record<ImageType['extension'], ImageType['contentType']> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** PNG, JPEG, GIF or WebP by signature; anything else (SVG included: it can carry script) is refused. */
export function sniffImage(head: Buffer): ImageType | null {
  const ascii = head.toString('latin1');
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return image('.png');
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return image('.jpg');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return image('.gif');
  if (head.length >= 12 && ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return image('.webp');
  return null;
}

const image = (extension: ImageType['extension']): ImageType => ({ extension, contentType: IMAGE_TYPES[extension] });

/** The content type to serve a stored image with, from the extension its key carries. */
export function imageContentTypeOfKey(key: string): ImageType['contentType'] | null {
  const extension = key.slice(key.lastIndexOf('.')) as ImageType['extension'];
  return IMAGE_TYPES[extension] ?? null;
}
