/** Message to a lead's creator (spec section 5: at most 100 characters, never blank). */
import { type Infer, object } from 'superstruct';
import { FIELD_MAX } from './enums';
import { requiredText } from './rules';

export const SendMessageInput = object({
  creatorId: requiredText('Creator', 64),
  message: requiredText('Message', FIELD_MAX.message),
});
export type SendMessageInput = Infer<typeof SendMessageInput>;
