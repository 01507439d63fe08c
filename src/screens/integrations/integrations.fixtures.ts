/** API keys as the list answers them, for the Integrations stories. */
import type { ApiKey, ApiKeyCreated } from '../../contract';

const adam = { _id: 'u-ad', name: 'Adam Admin' };
const sofia = { _id: 'u-sa', name: 'Sofia Super' };
const alma = { _id: 'u-ad2', name: 'Alma Admin' };

export const key = (id: string, change: Partial<ApiKey> = {}): ApiKey => ({
  _id: id,
  name: 'Website form',
  scopes: ['leads:create'],
  prefix: 'rlk_0a1b2c3d4e5f',
  group: adam,
  createdBy: adam,
  createdAt: '2026-03-02T14:00:00.000Z',
  expiresAt: '2036-03-02T14:00:00.000Z',
  lastUsedAt: '2026-03-03T15:30:00.000Z',
  revokedAt: null,
  ...change,
});

/** Adam's group's keys: one in use, one never used, one revoked. */
export const groupKeys: ApiKey[] = [
  key('ak-1'),
  key('ak-2', {
    name: 'Reports dashboard',
    scopes: ['reports:read', 'deals:read'],
    prefix: 'rlk_9f8e7d6c5b4a',
    createdBy: sofia,
    lastUsedAt: null,
  }),
  key('ak-3', { name: 'Old scraper', prefix: 'rlk_111111111111', revokedAt: '2026-03-04T12:00:00.000Z' }),
];

/** Every group's keys, as the super-admin reads them. */
export const everyGroupsKeys: ApiKey[] = [
  ...groupKeys,
  key('ak-4', { name: 'Accounting sync', scopes: ['deals:read'], group: alma, createdBy: alma }),
];

export const created: ApiKeyCreated = {
  key: key('ak-9', { name: 'Browser extension', scopes: ['leads:create', 'leads:read'], lastUsedAt: null }),
  secret: 'rlk_abcdef012345_Q2hvb3NlIGEgc2VjcmV0IHRoYXQgaXMgbG9uZyBlbm91Z2g',
};
