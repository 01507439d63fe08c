/**
 * Every 2xx JSON answer a test gets through `server.call` is checked against the shape its call
 * declares (src/contract/responses, docs/rules/integrations.md#d15.1): a field the server sends and
 * the contract does not say, or says otherwise, fails the test that met it, naming the call and the path.
 */
import { StructError, validate } from 'superstruct';
import { callName, type Endpoint } from '../../../src/contract';
import { RESPONSES } from '../../../src/contract/responses';

interface Answered {
  status: number;
  headers: Headers;
  body: { data?: unknown };
}

export function assertDeclaredShape(target: Pick<Endpoint, 'method' | 'path'>, response: Answered): void {
  if (response.status < 200 || response.status >= 300) return;
  if (!response.headers.get('content-type')?.startsWith('application/json')) return;
  const answer = RESPONSES[callName(target)];
  if (!answer) throw new Error(`${callName(target)} declares no answer in src/contract/responses`);
  if (answer.kind !== 'json') return;
  const [error] = validate(response.body.data, answer.struct);
  if (error instanceof StructError) {
    const where = error.path.length > 0 ? error.path.join('.') : '(the whole value)';
    throw new Error(
      `${callName(target)} answered data that its declared shape refuses at ${where}: ${error.message}`,
    );
  }
}
