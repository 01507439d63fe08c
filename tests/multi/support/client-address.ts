/**
 * A made-up client address for a request sent to a process directly: each process believes the one
 * hop in front of it (TRUST_PROXY=1), so an X-Forwarded-For of this address makes the request count
 * as that client's. The suite's sign-ins then never share a login limit with the limit test's.
 * Loopback addresses, written in a header only: nothing is ever sent to them.
 */
import { randomInt } from 'node:crypto';

export const clientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
