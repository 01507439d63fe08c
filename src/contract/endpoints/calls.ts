/** The call log (docs/rules/claiming.md#d5.24): a call started from Collect, its return, and a lead's calls. */
import { CallIdParams, type CallRecord, type LeadCalls, ReturnCallInput, StartCallInput } from '../calls';
import { answer, endpoint } from '../endpoint';
import { LeadIdParams } from '../lead-params';

export const callsApi = {
  /** Call or WhatsApp pressed on the held lead: only the picker holding it. */
  start: endpoint({
    method: 'POST',
    path: '/rental/:id/calls',
    params: LeadIdParams,
    roles: ['data-picker'],
    body: StartCallInput,
    output: answer<CallRecord>(),
    success: 'Call started',
  }),
  /** The picker came back: the return's time, and the outcome it chose if any; only the call's picker. */
  finish: endpoint({
    method: 'PATCH',
    path: '/rental/calls/:callId',
    params: CallIdParams,
    roles: ['data-picker'],
    body: ReturnCallInput,
    output: answer<CallRecord>(),
    success: 'Call recorded',
  }),
  /** The lead's calls, newest first, for its pickers, its creator and the supervisors whose lists hold it. */
  list: endpoint({
    method: 'GET',
    path: '/rental/:id/calls',
    params: LeadIdParams,
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'],
    output: answer<LeadCalls>(),
    success: 'Calls loaded',
  }),
};
