/** POST /rental/corrections/:id: a picker's proposed correction of its lead (docs/rules/leads.md#d5.21). */
import { useMutation } from '@tanstack/react-query';
import { type CreateRentalInput, leadCorrectionsApi } from '../../contract';
import { call } from '../../core/api-client';

export const proposeCorrection = ({ id, body }: { id: string; body: CreateRentalInput }) =>
  call(leadCorrectionsApi.propose, { values: { id }, body });

export const useProposeCorrection = () => useMutation({ mutationFn: proposeCorrection });
