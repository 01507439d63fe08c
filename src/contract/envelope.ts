/** The envelope every answer crosses the wire in, and the body of a refusal (rule D3). */
import type { FetchRefusal } from './leads';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: { path: string; message: string }[];
  retryAfter?: number;
  /** Why a fetch was refused (429 for limits, hold and delay; 404 for an empty pool), so the widget can say what it is. */
  code?: FetchRefusal;
}
