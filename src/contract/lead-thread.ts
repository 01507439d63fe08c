/**
 * A lead's conversation (docs/rules/messages.md#d5.20): the messages between its creator and its picker, which their
 * leaders and admins read and answer too.
 */
import { type Infer, object } from 'superstruct';
import type { Role } from './enums';
import { FIELD_MAX } from './enums';
import { requiredText } from './rules';

export const ThreadReplyInput = object({ message: requiredText('Message', FIELD_MAX.message) });
export type ThreadReplyInput = Infer<typeof ThreadReplyInput>;

/** A reply on a lead no picker has claimed: there is nobody to answer yet (409). */
export const NO_PICKER_YET = 'No picker has worked on this rental yet';
/** A message on a lead without a creator (an upload's): nobody to write to (409). */
export const NO_CREATOR_TO_ANSWER = 'This rental has no creator to write to';

export interface ThreadPerson {
  _id: string;
  name: string;
}

export interface ThreadMessage {
  _id: string;
  message: string;
  createdAt: string;
  sender: ThreadPerson & { role: Role };
}

/** GET /rental/:id/messages; `picker` is who the creator's replies go to, null before any claim. */
export interface LeadThread {
  rental: { _id: string; number: string; client_name: string };
  creator: ThreadPerson | null;
  picker: ThreadPerson | null;
  messages: ThreadMessage[];
}

/** The socket's `threadMessage`: a message on a lead the listener takes part in. */
export interface ThreadMessageEvent {
  rentalId: string;
  message: ThreadMessage;
}
