/** POST /dataPicker/generate-first-sms: the server fills a first text for the client; the answer's data is the text. */
import { useMutation } from '@tanstack/react-query';
import { type FirstSmsInput, leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const firstSms = (body: FirstSmsInput) => call(leadsApi.firstSms, { body }).then((r) => r.data);

export const useFirstSms = () => useMutation({ mutationFn: firstSms });
