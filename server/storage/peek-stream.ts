import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream and hands back a stream that still yields everything, so a file's
 * type can be judged from its magic bytes before anything is stored. Destroying the returned stream
 * destroys the source.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* replay() {
    try {
      if (first.length) yield first;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: first.subarray(0, bytes), stream: Readable.from(replay(), { objectMode: false }) };
}
