/** The messages area's calls (docs/rules/messages.md): a picker writes to a lead's creator; the creator reads. */
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
  /** The signed-in creator's latest messages and unread count; `:email` is the creator's own. */
  list: endpoint({
    method: 'GET',
    path: '/dataCreator/getDataCreatorIdMessage/:email',
    params: CreatorEmailParams,
    roles: ['data-creator'],
    output: answer<CreatorMessages>(),
    success: 'Messages loaded',
  }),
  /** The creator opened the list: every message is read. */
  markRead: endpoint({
    method: 'PATCH',
    path: '/dataCreator/markMessagesRead',
    roles: ['data-creator'],
    output: answer<{ unread: number }>(),
    success: 'Messages marked as read',
  }),
};
