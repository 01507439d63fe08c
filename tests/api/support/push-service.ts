/**
 * A push service of the tests' own, on loopback (RFC 8030): it takes what the server posts to a
 * subscription's endpoint, answers 201 (or what a device is set to answer, 410 for a dropped one), and
 * each device holds its own P-256 key pair and auth secret, so a test decrypts the payload itself
 * (RFC 8291, aes128gcm) with node:crypto alone, as a browser would.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushNotice, PushSubscriptionInput } from '../../../src/contract';

export interface PushDelivery {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestDevice {
  id: string;
  subscription: PushSubscriptionInput;
  /** What this device answers the server from now on. */
  answer(status: number): void;
  /** The payload of one delivery to this device, decrypted with the device's keys. */
  decrypt(delivery: PushDelivery): PushNotice;
}

export interface PushService {
  device(): TestDevice;
  /** Every delivery so far, oldest first. */
  readonly received: PushDelivery[];
  /** Resolves once `count` deliveries in all have come to `device` (those already in count). */
  deliveriesTo(device: TestDevice, count?: number): Promise<PushDelivery[]>;
  close(): Promise<void>;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one record, the sender's public key as its keyid. */
function decryptAes128gcm(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService(): Promise<PushService> {
  const received: PushDelivery[] = [];
  const answers = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = request.url?.split('/').pop() ?? '';
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(device) ?? 201;
      response.end();
      for (const wake of waiters) wake();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let devices = 0;

  return {
    received,
    device() {
      devices += 1;
      const id = `device-${devices}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        id,
        subscription: {
          endpoint: `http://127.0.0.1:${port}/push/${id}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) },
        },
        answer: (status) => answers.set(id, status),
        decrypt: (delivery) => JSON.parse(decryptAes128gcm(delivery.body, ecdh, authSecret)) as PushNotice,
      };
    },
    deliveriesTo(device, count = 1) {
      const mine = () => received.filter((delivery) => delivery.device === device.id);
      return new Promise((resolve) => {
        const check = () => {
          if (mine().length < count) return;
          waiters.delete(check);
          resolve(mine());
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
