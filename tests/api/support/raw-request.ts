/**
 * An HTTP request as written and its answer's bytes as they arrived, for checking how an answer is
 * encoded: fetch asks for compression on its own and undoes it before anyone can look.
 */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}

/** The answer's Vary header, lower-case, for checking that it names Accept-Encoding. */
export const varyOf = (answer: RawAnswer): string => String(answer.headers.vary ?? '').toLowerCase();
