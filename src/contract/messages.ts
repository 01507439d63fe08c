/**
 * The messages area (docs/rules/messages.md): a picker's message to the creator of a lead it
 * fetched, at most 100 characters and never blank, and the creator's list of them.
 */
import { type Infer, object } from 'superstruct';
import { FIELD_MAX } from './enums';
import { requiredText } from './rules';

export const SendMessageInput = object({
  creatorId: requiredText('Creator', 64),
  message: requiredText('Message', FIELD_MAX.message),
});
export type SendMessageInput = Infer<typeof SendMessageInput>;

/** The creator whose messages a list call names by email in its path. */
export const CreatorEmailParams = object({ email: requiredText('Email', 254) });

/** A message to someone who is not the creator of a lead the picker claimed (403). */
export const NOT_YOUR_CREATOR = 'You can only message the creator of a rental you fetched';

/**
 * One message to the bell's owner on a lead's conversation (docs/rules/messages.md#d5.20); also the socket's
 * `newMessage` payload. `picker` is the conversation's picker, `sender` who wrote it (the picker, the creator, or a
 * leader or admin of theirs).
 */
export interface CreatorMessage {
  _id: string;
  message: string;
  createdAt: string;
  read: boolean;
  picker: { _id: string; name: string };
  sender: { _id: string; name: string };
  rental: { _id: string; number: string; client_name: string } | null;
}

/** GET /dataCreator/getDataCreatorIdMessage/{email}: the creator's latest messages and unread count. */
export interface CreatorMessages {
  _id: string;
  messages: CreatorMessage[];
  unread: number;
}
