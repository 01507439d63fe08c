/**
 * The messages area's calls (docs/rules/messages.md): a picker writes to a lead's creator; the bell of a creator or a
 * picker reads what others wrote on its leads (docs/rules/messages.md#d5.20).
 */
import { answer, endpoint } from '../endpoint';
import { CreatorEmailParams, type CreatorMessage, type CreatorMessages, SendMessageInput } from '../messages';

export const messagesApi = {
  /** A message to the creator of a lead the picker claimed, pushed to the creator live. */
  send: endpoint({
    method: 'PATCH',
    path: '/dataPicker/send-message',
    roles: ['data-picker'],
    body: SendMessageInput,
    output: answer<CreatorMessage>(),
    success: 'Message sent successfully!',
  }),
  /** The signed-in creator's or picker's latest messages and unread count; `:email` is the caller's own. */
  list: endpoint({
    method: 'GET',
    path: '/dataCreator/getDataCreatorIdMessage/:email',
    params: CreatorEmailParams,
    roles: ['data-creator', 'data-picker'],
    output: answer<CreatorMessages>(),
    success: 'Messages loaded',
  }),
  /** The caller opened the bell: every message is read. */
  markRead: endpoint({
    method: 'PATCH',
    path: '/dataCreator/markMessagesRead',
    roles: ['data-creator', 'data-picker'],
    output: answer<{ unread: number }>(),
    success: 'Messages marked as read',
  }),
};
