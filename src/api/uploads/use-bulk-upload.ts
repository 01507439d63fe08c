/** Sends one lead file to either import, with its progress; the lead lists change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResult } from '../../contract';
import type { UploadOptions } from '../../core/api-client';

export type LeadUploader = (form: FormData, options: UploadOptions) => Promise<UploadResult>;

export interface UploadVariables {
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

export function useBulkUpload(send: LeadUploader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) => {
      const form = new FormData();
      form.append('file', file);
      return send(form, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
