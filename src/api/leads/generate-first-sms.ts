/** POST /dataPicker/generate-first-sms: the server fills a first text for the client; the answer's data is the text. */
import { useMutation } from '@tanstack/react-query';
import type { FirstSmsInput } from '../../contract';
import { api } from '../../core/api-client';

export const generateFirstSms = (body: FirstSmsInput) =>
  api.post<string>('/dataPicker/generate-first-sms', body).then((r) => r.data);

export const useGenerateFirstSms = () => useMutation({ mutationFn: generateFirstSms });
