/**
 * POST /doNotContact/bulk: a .csv/.xlsx of numbers and reasons added to the do-not-contact list, sent
 * as the multipart field `file` with its progress (docs/rules/do-not-contact.md#d5.13).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoNotContactUploadResult, doNotContactApi, pathTo } from '../../contract';
import { upload } from '../../core/api-client';

export interface NumbersFileVariables {
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

export const addNumbersFromFile = ({ file, onProgress }: NumbersFileVariables) => {
  const form = new FormData();
  form.append('file', file);
  return upload<DoNotContactUploadResult>(pathTo(doNotContactApi.addFromFile), form, { onProgress }).then(
    (r) => r.data,
  );
};

export function useAddNumbersFromFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNumbersFromFile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['do-not-contact'] }),
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  });
}
