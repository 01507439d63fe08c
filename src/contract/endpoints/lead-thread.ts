/**
 * A lead's conversation (docs/rules/messages.md#d5.20), apart from `messagesApi`: the bell loads the spec's calls
 * without the thread's.
 */
import { answer, endpoint } from '../endpoint';
import { LeadIdParams } from '../lead-params';
import { type LeadThread, type ThreadMessage, ThreadReplyInput } from '../lead-thread';

export const leadThreadApi = {
  /** The lead's messages, oldest first, for its creator, its pickers and the leaders and admins whose scope holds it. */
  read: endpoint({
    method: 'GET',
    path: '/rental/:id/messages',
    params: LeadIdParams,
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'],
    output: answer<LeadThread>(),
    success: 'Messages loaded',
  }),
  /** A message on the lead, pushed live to its creator and picker. */
  reply: endpoint({
    method: 'POST',
    path: '/rental/:id/messages',
    params: LeadIdParams,
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'],
    body: ThreadReplyInput,
    output: answer<ThreadMessage>(),
    success: 'Message sent successfully!',
  }),
};
