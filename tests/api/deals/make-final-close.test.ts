import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealsApi, peopleApi } from '../../../src/contract';
import {
  buildGroup,
  claimedLead,
  closeDeal,
  type Group,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let otherGroup: Group;
let root: { token: string; _id: string };
beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  otherGroup = await buildGroup(server);
  const { token } = await superAdminOf(server);
  const profile = await server.call(peopleApi.profile, { token });
  root = { token, _id: profile.body.data._id };
});
afterAll(() => server.close());

const newDeal = async () => {
  const [picker] = group.pickers;
  return closeDeal(server, picker, await claimedLead(server, picker));
};

const setStatus = (token: string, id: string, status: unknown) =>
  server.call(dealsApi.finalClose, { values: { id }, token, body: { status } });

describe('PATCH /closedRental/makeFinalClose/{id}', () => {
  it('lets the group’s admin set done, then correct it to failed, each change recorded with who and when', async () => {
    const deal = await newDeal();
    server.clock.advance(60_000);
    const done = await setStatus(group.admin.token, deal._id, 'done');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('status changed');
    expect(done.body.data.status).toBe('done');
    const doneAt = server.clock.now().getTime();
    server.clock.advance(60_000);
    const failed = await setStatus(group.admin.token, deal._id, 'failed');
    expect(failed.body.data.status).toBe('failed');
    const { history } = failed.body.data;
    expect(history.map((change) => [change.status, change.changedBy._id])).toEqual([
      ['in-process', group.pickers[0].id],
      ['done', group.admin.id],
      ['failed', group.admin.id],
    ]);
    expect(history.map((change) => change.changedBy.name)).toEqual([
      group.pickers[0].name,
      group.admin.name,
      group.admin.name,
    ]);
    // Each entry carries the server clock at the change (the test clock moved a minute each time).
    expect(Math.abs(Date.parse(history[1]!.changedAt) - doneAt)).toBeLessThan(5_000);
    expect(Date.parse(history[2]!.changedAt) - Date.parse(history[1]!.changedAt)).toBeGreaterThanOrEqual(
      60_000,
    );
    expect(failed.body.data.updatedAt).toBe(history[2]!.changedAt);
  });

  it('lets the super-admin change any group’s deal', async () => {
    const deal = await newDeal();
    const done = await setStatus(root.token, deal._id, 'done');
    expect(done.status).toBe(200);
    expect(done.body.data.history.at(-1)?.changedBy._id).toBe(root._id);
  });

  it('treats setting the current status again as a no-op 200', async () => {
    const deal = await newDeal();
    await setStatus(group.admin.token, deal._id, 'done');
    const again = await setStatus(group.admin.token, deal._id, 'done');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Status unchanged');
    expect(again.body.data.history).toHaveLength(2);
  });

  it('finds the deal by its lead’s id too (the spec’s {rentalId})', async () => {
    const deal = await newDeal();
    const done = await setStatus(group.admin.token, deal.rentalId, 'done');
    expect(done.status).toBe(200);
    expect(done.body.data._id).toBe(deal._id);
  });

  it('answers 404 to an admin of another group, and for an unknown id, changing nothing', async () => {
    const deal = await newDeal();
    const foreign = await setStatus(otherGroup.admin.token, deal._id, 'done');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Closed rental not found');
    expect((await setStatus(group.admin.token, 'no-such-deal', 'done')).status).toBe(404);
    const list = await server.call(dealsApi.listGroup, { token: group.admin.token });
    expect(list.body.data.result.find((row) => row._id === deal._id)?.history).toHaveLength(1);
  });

  it('answers 403 to leaders, pickers and creators', async () => {
    const deal = await newDeal();
    for (const caller of [group.pickerLeader, group.creatorLeader, group.pickers[0], group.creator]) {
      expect((await setStatus(caller.token, deal._id, 'done')).status).toBe(403);
    }
  });

  it('accepts only done or failed', async () => {
    const deal = await newDeal();
    for (const status of ['in-process', 'closed', '', undefined, 3]) {
      const answer = await setStatus(group.admin.token, deal._id, status);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Status must be done or failed');
    }
  });
});
