/// <reference path="./tesseract-esm.d.ts" />
/**
 * A screenshot's text, read in the browser (docs/rules/leads.md#d5.23): tesseract.js in a worker, with its core
 * and the English and Spanish models served by our own server under /ocr/ (the build copies them from
 * node_modules, vite.config.ts). This module is loaded only when an image is given; its worker stays for
 * the next image, so only the first pays for the models. The image never leaves the page.
 */
import type { Worker } from 'tesseract.js';
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';

/** /ocr/ of the server that served this chunk (elements/chunks/…). */
const OCR_BASE = new URL('../../ocr/', import.meta.url).href;

/** How much of the bar each phase fills: loading the core and models, then the reading itself. */
const LOADING_SHARE = 0.3;

type Progress = (share: number) => void;

let reporter: Progress = () => undefined;
let worker: Promise<Worker> | undefined;

const startWorker = () =>
  Tesseract.createWorker(['eng', 'spa'], Tesseract.OEM.LSTM_ONLY, {
    workerPath: `${OCR_BASE}worker.min.js`,
    corePath: OCR_BASE,
    langPath: OCR_BASE,
    // A worker from its own URL, not a blob: the page's policy allows workers from its own files only.
    workerBlobURL: false,
    logger: ({ status, progress }) =>
      reporter(
        status === 'recognizing text'
          ? LOADING_SHARE + (1 - LOADING_SHARE) * progress
          : LOADING_SHARE * progress,
      ),
  });

export async function readImageText(image: Blob, onProgress: Progress): Promise<string> {
  // The phases each count from 0: the bar only moves forward.
  let shown = 0;
  reporter = (share) => {
    if (share <= shown) return;
    shown = share;
    onProgress(share);
  };
  worker ??= startWorker().catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  const { data } = await (await worker).recognize(image);
  return data.text;
}
