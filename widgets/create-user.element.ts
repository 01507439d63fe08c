/**
 * `<rl-create-user>`: the form that creates a staff user of one kind, with the admin and team leader
 * choices the signed-in role allows.
 * @tag rl-create-user
 * @attr kind - `admin | team-leader | data-creator | data-picker`.
 * @fires rl-user-created - A user was created; detail `{ kind, user }`.
 * @csspart root - The widget's frame.
 * @csspart form - The form.
 */
import { defineWidget } from '../src/lib/define-widget';
import { type CreateUserProps, CreateUserScreen } from '../src/screens/create-user/create-user-screen';

export const RlCreateUser = defineWidget<Omit<CreateUserProps, 'emit'>>('rl-create-user', CreateUserScreen, {
  props: { kind: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'rl-create-user': HTMLElement & { kind?: CreateUserProps['kind'] };
  }
}
