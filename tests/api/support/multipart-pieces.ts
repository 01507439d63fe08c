/**
 * Multipart bodies sent over node:http in pieces the test chooses: chunked (no Content-Length, one
 * HTTP chunk a piece, so the server reads them apart) or under a declared length that may lie.
 */
import { request } from 'node:http';
import type { ErrorBody } from '../../../src/contract';

export interface FilePart {
  field: string;
  filename: string;
  bytes: Uint8Array;
  type?: string;
}

/** The pieces of a multipart form: its fields and the file's part head, the file cut every `pieceSize` bytes, the end. */
export function multipartPieces(
  file: FilePart,
  fields: Record<string, string> = {},
  pieceSize = 64 * 1024,
): { contentType: string; pieces: Buffer[] } {
  const boundary = `rl-test-${Math.random().toString(36).slice(2)}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `${fieldParts.join('')}--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  const pieces = [Buffer.from(head)];
  for (let at = 0; at < file.bytes.length; at += pieceSize)
    pieces.push(Buffer.from(file.bytes.subarray(at, at + pieceSize)));
  pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, pieces };
}

export interface PiecesAnswer {
  status: number;
  body: ErrorBody;
}

/**
 * POSTs `pieces` one write each, each handed to the socket before the next, and stops writing once
 * the server answers. Without `contentLength` the body is chunked and ended; with it, that length is
 * declared as it is and the body left open, so a test can declare more than it sends.
 */
export function postPieces(
  url: string,
  headers: Record<string, string>,
  pieces: Buffer[],
  contentLength?: number,
): Promise<PiecesAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(url, {
      method: 'POST',
      headers: contentLength === undefined ? headers : { ...headers, 'content-length': contentLength },
    });
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
        outgoing.destroy();
      });
    });
    // A server that answers before the whole body arrived may close the socket under the last writes.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    (async () => {
      for (const piece of pieces) {
        if (answered) return;
        await new Promise((written) => outgoing.write(piece, written));
      }
      if (contentLength === undefined) outgoing.end();
    })();
  });
}
