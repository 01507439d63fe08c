/**
 * A list's Download through the real API client and a scripted fetch: the export's body streamed with
 * the token (refreshed once on 401), read for longer than a call's time-out, and Cancel (or leaving
 * the page) aborting the request, which stops its body as the server would see it stop.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { listAllLeads } from '../../api/lead-lists/list-all-leads';
import { exportRowOf, type LeadExportRow, NO_RENTAL_DATA, sampleLead } from '../../contract';
import { authStore } from '../../core/auth-store';
import { configure, resetConfig } from '../../core/config';
import * as toaster from '../../core/toaster';
import { loadPhone } from '../../lib/phone';
import { DownloadButton } from './download-button';
import { useExport } from './use-export';

// Numbers are written formatted, as a screen shows them once it asked for the metadata.
beforeAll(() => loadPhone());

const row = (i: number): LeadExportRow =>
  exportRowOf({
    ...sampleLead(),
    createdAt: '2026-03-02 13:00:00+00',
    updatedAt: '2026-03-02 13:00:00+00',
    fetcherId: null,
    client_name: `Client ${i}`,
    client_email: null,
    number_status: null,
    call_outcome: null,
    attempts: 0,
    due_at: null,
    sourceKey: null,
    number: String(5075560000 + i),
    rent: '$700',
    houseApt_details: 'Studio',
    address: 'Calle 50',
    creator: { name: 'Cora Creator', team_leader_name: null, admin_name: 'Adam Admin' },
    fetcher: null,
  });
const line = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value)}\n`);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Served {
  url: string;
  token: string | undefined;
  signal: AbortSignal | undefined;
}
let served: Served[] = [];
/** Bodies that were stopped before they ended. */
let cancelled = 0;

/** An export body: `first` rows now, the rest and the end line after `waitMs`, or never (`hold`). */
const exportBody = (total: number, first: number, { waitMs = 0, hold = false } = {}) =>
  new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ total }));
      for (let i = 1; i <= first; i++) controller.enqueue(line(row(i)));
      if (hold) return;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      for (let i = first + 1; i <= total; i++) controller.enqueue(line(row(i)));
      controller.enqueue(line({ rows: total }));
      controller.close();
    },
    cancel() {
      cancelled += 1;
    },
  });

/** fetch as the browser runs it: aborting the request's signal stops its body. */
function useServer(answer: (call: Served, n: number) => Response) {
  configure({
    fetch: async (input, init = {}) => {
      const call = {
        url: String(input),
        token: (init.headers as Record<string, string>).Authorization,
        signal: init.signal ?? undefined,
      };
      served.push(call);
      const response = answer(call, served.length);
      if (!response.body || !call.signal) return response;
      return new Response(
        response.body.pipeThrough(new TransformStream(), { signal: call.signal }),
        response,
      );
    },
  });
}

function Download() {
  const download = useExport({
    open: (signal) => listAllLeads.exportRows({ sort: '-createdAt', search: '' }, signal),
    sheet: 'leads',
    filePrefix: 'rentals',
    knownEmpty: false,
    nothingToDownload: NO_RENTAL_DATA,
  });
  return <DownloadButton state={download.state} onStart={download.start} onCancel={download.cancel} />;
}

let restoreDownloads: () => void;
beforeEach(() => {
  served = [];
  cancelled = 0;
  resetConfig();
  restoreDownloads = captureDownloads();
  vi.spyOn(toaster, 'toastError').mockImplementation(() => {});
  vi.spyOn(toaster, 'toastSuccess').mockImplementation(() => {});
  authStore
    .getState()
    .signIn('token-1', { _id: 'u1', name: 'Root', email: 'root@x.co', role: 'super-admin' });
});
afterEach(() => {
  restoreDownloads();
  vi.restoreAllMocks();
});

describe('useExport', () => {
  it('streams the export with the token, refreshing it once, for longer than a call may take', async () => {
    configure({ timeoutMs: 100 });
    useServer((call, n) => {
      if (call.url.endsWith('/auth/refresh-token'))
        return json(200, { success: true, data: { accessToken: 'token-2' } });
      if (n === 1) return json(401, { success: false, message: 'Expired' });
      return new Response(exportBody(3, 1, { waitMs: 300 }));
    });
    render(<Download />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toaster.toastSuccess).toHaveBeenCalledWith('Download started'), {
      timeout: 5_000,
    });
    expect(served.map((call) => [new URL(call.url, 'http://x').pathname, call.token])).toEqual([
      ['/api/v1/rental/getAllRentalsByCreator/export', 'token-1'],
      ['/api/v1/auth/refresh-token', undefined],
      ['/api/v1/rental/getAllRentalsByCreator/export', 'token-2'],
    ]);
    expect(new URL(served[2]!.url, 'http://x').search).toBe('?sort=-createdAt');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toMatch(/^rentals_\d+\.xlsx$/);
    expect((await readWorkbook(downloads[0]!)).Rentals).toHaveLength(4);
    expect(toaster.toastError).not.toHaveBeenCalled();
  });

  it('shows the rows received, and Cancel aborts the request and its body and saves nothing', async () => {
    useServer(() => new Response(exportBody(250, 100, { hold: true })));
    render(<Download />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText('100 of 250');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(served[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(cancelled).toBe(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(downloads).toHaveLength(0);
    expect(toaster.toastError).not.toHaveBeenCalled();
    expect(toaster.toastSuccess).not.toHaveBeenCalled();
  });

  it('stops the request when the page goes away', async () => {
    useServer(() => new Response(exportBody(250, 100, { hold: true })));
    const { unmount } = render(<Download />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText('100 of 250');
    unmount();
    expect(served[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(cancelled).toBe(1));
  });
});

describe('useExport loading its file maker on the click', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('./workbook-builder');
  });

  it('starts no worker for a download cancelled while the maker loaded', async () => {
    let started = 0;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          started += 1;
        }
        terminate() {}
      },
    );
    useServer(() => new Response(exportBody(250, 100, { hold: true })));
    render(<Download />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(started).toBe(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(false);
    expect(toaster.toastError).not.toHaveBeenCalled();
  });

  it('says the download failed, and is ready again, when the maker cannot load', async () => {
    vi.doMock('./workbook-builder', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    useServer(() => new Response(exportBody(3, 3)));
    render(<Download />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toaster.toastError).toHaveBeenCalledWith('Failed to download file'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloads).toHaveLength(0);
    expect(served[0]?.signal?.aborted).toBe(true);
  });
});
