/**
 * The closed-loop HTTP pickers, run in their own process as browsers would be: the server's one thread
 * then does only the server's work. Each picker claims again as soon as its finish is answered.
 * Receives { base, tokens, total } and answers the measured Result.
 */
import { Agent } from 'node:http';
import { claim, finish } from './http-call';
import { measure, timed } from './measure';

interface Job {
  base: string;
  tokens: string[];
  total: number;
}

const agent = new Agent({ keepAlive: true });

process.once('message', async ({ base, tokens, total }: Job) => {
  const result = await measure(tokens.length, total, async (worker) => {
    const token = tokens[worker]!;
    const took = await timed(() => claim(agent, base, token));
    await finish(agent, base, token);
    return took;
  });
  process.send!(result, () => process.exit(0));
});
