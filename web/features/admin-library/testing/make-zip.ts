import type { Readable } from 'node:stream';
import yazl from 'yazl';

// Real zips for the web tests (the same writer the server's library tests use): each entry stored or deflated.

export async function zipBytes(
  files: Record<string, string | Uint8Array | { content: string | Uint8Array; compress: boolean }>,
): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new yazl.ZipFile();
  for (const [name, spec] of Object.entries(files)) {
    const { content, compress } =
      typeof spec === 'object' && 'compress' in spec ? spec : { content: spec, compress: true };
    zip.addBuffer(Buffer.from(content), name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as unknown as Readable) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export const zipFile = async (name: string, files: Parameters<typeof zipBytes>[0]) =>
  new File([await zipBytes(files)], name, { type: 'application/zip' });

export const pluginMain = (header: Record<string, string>) =>
  ['<?php', '/**', ...Object.entries(header).map(([label, value]) => ` * ${label}: ${value}`), ' */', ''].join('\n');
