/**
 * What the template suites share (docs/rules/templates.md): each call as a given member of staff
 * sends it, the body as it is, so a test may send what the contract's types would not allow.
 */
import { type MessageTemplate, templatesApi } from '../../../src/contract';
import type { Staff, TestServer } from '../support';

export const listAs = (server: TestServer, who: Staff, adminId?: string) =>
  server.call(templatesApi.list, { token: who.token, query: { adminId } });

export const createAs = (server: TestServer, who: Staff, body: unknown) =>
  server.call(templatesApi.create, { token: who.token, body });

export const updateAs = (server: TestServer, who: Staff, id: string, body: unknown) =>
  server.call(templatesApi.update, { token: who.token, values: { id }, body });

export const deleteAs = (server: TestServer, who: Staff, id: string) =>
  server.call(templatesApi.remove, { token: who.token, values: { id } });

export const pickerListAs = (server: TestServer, who: Staff) =>
  server.call(templatesApi.forPicker, { token: who.token });

/** A template made through the API by `who`, failing the test when it is refused. */
export async function templateOf(
  server: TestServer,
  who: Staff,
  body: { name: string; body: string; adminId?: string },
): Promise<MessageTemplate> {
  const res = await createAs(server, who, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.body.message}`);
  return res.body.data;
}

export const namesOf = (templates: MessageTemplate[]) => templates.map((t) => t.name);
