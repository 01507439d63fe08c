/**
 * Web Push with two server processes on one PostgreSQL (docs/rules/notifications.md#d16.5): both sweep the
 * queue every 5 s, and each notice reaches the device once, whichever process leased it. The push
 * service is the API suite's own, on loopback; the device decrypts what it receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi, messagesApi, pushApi } from '../../src/contract';
import { type PushService, startPushService, type TestDevice } from '../api/support/push-service';
import {
  type Account,
  buildTeam,
  call,
  createLead,
  leadNumber,
  query,
  setLeadsType,
} from './support/cluster';
import { waitFor } from './support/processes';

const MESSAGES = 12;

let push: PushService;
let device: TestDevice;
let picker: Account;
let creator: Account;

beforeAll(async () => {
  push = await startPushService();
  const team = await buildTeam(1);
  picker = team.pickers[0]!;
  creator = team.creator;
  device = push.device();
  const subscribed = await call('a', pushApi.subscribe, { token: creator.token, body: device.subscription });
  expect(subscribed.status, subscribed.body.message).toBe(200);
  // The picker claims the lead just made (the newest), so it may message that lead's creator.
  await setLeadsType('newest');
  const lead = await createLead('b', creator, leadNumber(451, 0));
  const claim = await call('a', leadsApi.claim, { token: picker.token });
  expect(claim.body.data?.rental._id).toBe(lead._id);
});
afterAll(() => push.close());

describe('a notice on two processes', () => {
  it('reaches the device once for each message, whichever process sends it', async () => {
    for (let i = 0; i < MESSAGES; i++) {
      const sent = await call(i % 2 === 0 ? 'a' : 'b', messagesApi.send, {
        token: picker.token,
        body: { creatorId: creator.id, message: `message ${i}` },
      });
      expect(sent.status, sent.body.message).toBe(200);
    }
    const queued = () =>
      query<{ sent: number; all: number }>(
        'SELECT count(sent_at)::int AS sent, count(*)::int AS all FROM push_queue WHERE user_id = $1',
        [creator.id],
      );
    // Both processes' sweeps take their share; a row is marked sent only after its post.
    await waitFor('the notices sent', 30_000, new Promise(() => undefined), async () => {
      const [row] = await queued();
      return row!.all === MESSAGES && row!.sent === MESSAGES;
    });
    const received = push.received.filter((delivery) => delivery.device === device.id);
    expect(received).toHaveLength(MESSAGES);
    for (const delivery of received)
      expect(device.decrypt(delivery)).toMatchObject({
        title: 'New message',
        body: /^New message from picker/,
      });
  });
});
