/** The import benchmark's file: `rows` good leads as CSV, posted as a bulk upload for use. */
import { pathTo, uploadsApi } from '../../src/contract';

const HEADER = 'facebook_name,client_name,number,rent,houseApt_details,address,post_link,ss_link';

/** Numbers from a random block of ten-digit numbers the seed never uses (it counts up from 2,000,000,000). */
export function leadsCsv(rows: number): string {
  const base = 3_000_000_000 + Math.floor(Math.random() * 9_000) * 100_000;
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `fb.user.${i},Client ${i},${base + i},$${650 + (i % 900)},"${1 + (i % 4)} bedrooms, 1 bath",` +
        `"Calle ${i % 500}, Panama",https://facebook.com/post/${base + i},`,
    );
  }
  return lines.join('\n');
}

/** Posts the file and answers the server's message ("Inserted: N, Skipped: M"). */
export async function uploadCsv(baseUrl: string, token: string, csv: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'bench.csv');
  const response = await fetch(`${baseUrl}${pathTo(uploadsApi.importToPool)}`, {
    method: uploadsApi.importToPool.method,
    headers: { authorization: token },
    body: form,
  });
  const body = (await response.json()) as { message: string };
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${body.message}`);
  return body.message;
}
