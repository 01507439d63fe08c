/**
 * POST /closedRental/createClosedRental: the deal as multipart (the `data` JSON, the `payment_method`
 * field, the closing image last) with upload progress; a new deal changes the lists and counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CloseDealInput,
  type ClosedRental,
  type DealClosingLead,
  dealsApi,
  pathTo,
  paymentMethodOf,
} from '../../contract';
import { api } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export interface NewDeal {
  lead: DealClosingLead;
  input: CloseDealInput;
  image: File;
  /** The share of the form sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export function dealForm({ lead, input, image }: NewDeal): FormData {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      number: lead.number,
      rent: lead.rent,
      client_email: input.client_email,
      houseApt_details: lead.houseApt_details,
      address: lead.address,
      fetcherId: lead.fetcherId,
      creatorId: lead.creatorId,
      payment_method: input.payment_method,
      ...(input.payment_method === 'Other' ? { payment_other: input.payment_other } : {}),
    }),
  );
  // The stored method: the choice, or the text typed for Other.
  form.append('payment_method', paymentMethodOf(input));
  // Last, so a streaming multipart parser has read every field by the time it reaches the file.
  form.append('closing_image', image, image.name);
  return form;
}

export const closeDeal = (deal: NewDeal) =>
  api
    .upload<ClosedRental>(pathTo(dealsApi.close), dealForm(deal), { onProgress: deal.onProgress })
    .then((r) => r.data);

export function useCloseDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDeal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.lists });
      void queryClient.invalidateQueries({ queryKey: DEAL_KEYS.counts });
    },
  });
}
