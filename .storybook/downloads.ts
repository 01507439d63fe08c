/**
 * Files a story's page "downloads": while capturing, URL.createObjectURL remembers each Blob and a
 * click on an <a download> is recorded and stopped, so play functions can open the file and nothing
 * navigates. Install it in a story's `beforeEach` (it returns the restore function).
 */
import * as XLSX from 'xlsx';

export interface CapturedDownload {
  name: string;
  blob: Blob;
}

export const downloads: CapturedDownload[] = [];

export function captureDownloads(): () => void {
  downloads.length = 0;
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  let next = 0;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = `blob:story/${++next}`;
    blobs.set(url, object as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const onClick = (event: MouseEvent) => {
    const link = event.composedPath()[0];
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    event.preventDefault();
    const blob = blobs.get(link.getAttribute('href') ?? '');
    if (blob) downloads.push({ name: link.download, blob });
  };
  window.addEventListener('click', onClick, true);
  return () => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    window.removeEventListener('click', onClick, true);
  };
}

/** A captured .xlsx read back: each sheet's rows as arrays of cell texts, the first row the headers. */
export async function readWorkbook(download: CapturedDownload): Promise<Record<string, string[][]>> {
  const book = XLSX.read(new Uint8Array(await download.blob.arrayBuffer()), { type: 'array' });
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<string[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1, raw: false }),
    ]),
  );
}
