/**
 * What a queued notification says and opens (docs/rules/notifications.md#d16.3), written when it is sent,
 * in its recipient's language: the client's first name at most, never a number, an address, a last name
 * or a message's or note's text, since the push service reads what it carries.
 */
import { i18nFor, type Language, loadCatalog, PUSH_URLS, type PushNotice } from '../../../../src/contract';
import { pushCatalog } from '../../../../src/locales/push';
import type { PushKind } from '../../db/schema';
import type { PushDelivery } from './send-push';

export interface NoticeFacts {
  kind: PushKind;
  rentalId: string;
  clientName: string | null;
  /** A message's writer (a picker). */
  senderName: string | null;
}

const firstName = (name: string | null): string | undefined => name?.trim().split(/\s+/)[0] || undefined;

const TEXTS: Record<PushKind, { title: string; body: string }> = {
  'callback-soon': { title: 'push.callbackSoonTitle', body: 'push.callbackSoonBody' },
  'callback-due': { title: 'push.callbackDueTitle', body: 'push.callbackDueBody' },
  'team-callback': { title: 'push.teamCallbackTitle', body: 'push.teamCallbackBody' },
  'callback-missed': { title: 'push.callbackMissedTitle', body: 'push.callbackMissedBody' },
  message: { title: 'push.messageTitle', body: 'push.messageBody' },
};

const urlOf = (kind: PushKind, rentalId: string): string => {
  switch (kind) {
    case 'callback-due':
      return PUSH_URLS.callback(rentalId);
    // Not due yet (My callbacks shows it upcoming), or the team's (Fetch serves it): Collect as it is.
    case 'callback-soon':
    case 'team-callback':
      return PUSH_URLS.collect;
    case 'callback-missed':
      return PUSH_URLS.leaderCallbacks;
    case 'message':
      return PUSH_URLS.thread(rentalId);
  }
};

/**
 * How long a push service keeps each for an offline device, and its urgency: a reminder is worth nothing
 * once its moment passed, a message keeps a day.
 */
export const DELIVERY: Record<PushKind | 'test', PushDelivery> = {
  'callback-soon': { ttlSeconds: 5 * 60, urgency: 'high' },
  'callback-due': { ttlSeconds: 30 * 60, urgency: 'high' },
  'team-callback': { ttlSeconds: 30 * 60, urgency: 'high' },
  'callback-missed': { ttlSeconds: 4 * 3600, urgency: 'normal' },
  message: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  test: { ttlSeconds: 5 * 60, urgency: 'normal' },
};

const say = async (language: Language) => {
  await loadCatalog(pushCatalog, language);
  return (id: string, values?: Record<string, string>) => i18nFor(language)._(id, values);
};

export async function noticeOf(language: Language, facts: NoticeFacts): Promise<PushNotice> {
  const t = await say(language);
  const client = firstName(facts.clientName) ?? t('push.someClient');
  const picker = firstName(facts.senderName) ?? '';
  const texts = TEXTS[facts.kind];
  return {
    title: t(texts.title),
    body: t(texts.body, { client, picker }),
    url: urlOf(facts.kind, facts.rentalId),
    tag: `${facts.kind}:${facts.rentalId}`,
  };
}

export async function testNotice(language: Language): Promise<PushNotice> {
  const t = await say(language);
  return { title: t('push.testTitle'), body: t('push.testBody'), url: PUSH_URLS.profile, tag: 'test' };
}
