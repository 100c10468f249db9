// One WHOIS query (RFC 3912): open TCP to the server, send the query and CRLF, read until the server closes.
// A deadline covers the whole exchange; an answer is capped in size (registries answer a few kB).
import { connect, type Socket } from 'node:net';
import { WhoisError, type WhoisServer } from './types.js';

const MAX_ANSWER_BYTES = 256 * 1024;

export const dialTcp = (server: WhoisServer): Socket => connect({ host: server.host, port: server.port });

export function whoisQuery(
  server: WhoisServer,
  query: string,
  options: { timeoutMs: number; dial?: (s: WhoisServer) => Socket },
): Promise<string> {
  const where = `the WHOIS server ${server.host}${server.port === 43 ? '' : `:${server.port}`}`;
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let socket: Socket;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new WhoisError('timeout', `${where} did not answer within ${options.timeoutMs / 1000} s`))),
      options.timeoutMs,
    );
    try {
      socket = (options.dial ?? dialTcp)(server);
    } catch (error) {
      clearTimeout(timer);
      reject(new WhoisError('unavailable', `Could not reach ${where} (${(error as Error).message})`));
      return;
    }
    socket.on('connect', () => socket.write(`${query}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES)
        return finish(() =>
          reject(new WhoisError('unreadable', `${where} answered more than ${MAX_ANSWER_BYTES / 1024} kB`)),
        );
      chunks.push(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(new WhoisError('unavailable', `Could not reach ${where}${error.code ? ` (${error.code})` : ''}`)),
      ),
    );
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '')
        finish(() => reject(new WhoisError('unavailable', `${where} closed the connection without an answer`)));
      else finish(() => resolve(text));
    });
  });
}
