/**
 * A webhook calls only public addresses (docs/rules/integrations.md#d15.8): its host is resolved and every address it
 * has is checked, on saving and again before each delivery, since a name may later point elsewhere.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return family === 6 && PRIVATE.check(address, 'ipv6');
}

export type AddressCheck = 'public' | 'private' | 'unknown-host';

/** Whether every address of the URL's host is public; a host that resolves to nothing is 'unknown-host'. */
export async function checkAddress(url: string): Promise<AddressCheck> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((found) => found.address);
  } catch {
    return 'unknown-host';
  }
  if (addresses.length === 0) return 'unknown-host';
  return addresses.some(isPrivateAddress) ? 'private' : 'public';
}
