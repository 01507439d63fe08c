/**
 * The server answers in the caller's language (docs/rules/language.md): `Accept-Language`, else the
 * signed-in user's choice, else English. Every envelope's `message` and field errors are said in it
 * as they leave; `code`s, paths and data stay as they are.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Catalog,
  DEFAULT_LANGUAGE,
  type FieldError,
  LANGUAGES,
  type Language,
  languageOf,
  loadCatalog,
  type Text,
} from '../../../src/contract';
import { answersCatalog } from '../../../src/locales/answers';
import { refusalsCatalog } from '../../../src/locales/refusals';
import { rulesCatalog } from '../../../src/locales/rules';
import { termsCatalog } from '../../../src/locales/terms';
import { learnShapes, say, sayReason } from '../lib/say';

/** The catalogs whose texts the server speaks: `terms` says the labels among a message's values. */
export const SERVER_CATALOGS: readonly Catalog[] = [
  rulesCatalog,
  refusalsCatalog,
  answersCatalog,
  termsCatalog,
];

/** The first language the header names that the product speaks, by its q-weights; null for none. */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: languageOf(tag), weight: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.language ?? null;
}

export const requestLanguage = (request: FastifyRequest): Language =>
  acceptedLanguage(request.headers['accept-language']) ?? request.user?.language ?? DEFAULT_LANGUAGE;

interface Answer {
  success: boolean;
  message: string;
  errors?: FieldError[];
  data?: unknown;
}

/** Rows with a reason people read: an upload's skipped rows, a preview's reasons. */
type Reasoned = { reason: string }[];

const hasReasons = (rows: unknown): rows is Reasoned =>
  Array.isArray(rows) && rows.every((row) => typeof (row as { reason?: unknown })?.reason === 'string');

/** The data with its skipped rows' and reasons' words in the language; anything else as it is. */
function sayData(lang: Language, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { skipped, reasons } = data as { skipped?: unknown; reasons?: unknown };
  const said = (rows: Reasoned) => rows.map((row) => ({ ...row, reason: sayReason(lang, row.reason) }));
  if (!hasReasons(skipped) && !hasReasons(reasons)) return data;
  return {
    ...data,
    ...(hasReasons(skipped) && { skipped: said(skipped) }),
    ...(hasReasons(reasons) && { reasons: said(reasons) }),
  };
}

const isAnswer = (payload: unknown): payload is Answer =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Answer).success === 'boolean' &&
  typeof (payload as Answer).message === 'string';

async function language(app: FastifyInstance) {
  await Promise.all(
    SERVER_CATALOGS.flatMap((catalog) => LANGUAGES.map((lang) => loadCatalog(catalog, lang))),
  );
  learnShapes(SERVER_CATALOGS);

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isAnswer(payload)) return payload;
    const lang = requestLanguage(request);
    // English without field errors is the answer as written: most answers pass untouched.
    if (lang === 'en' && !payload.errors) return payload;
    const first = payload.errors?.[0];
    const text: Text | undefined =
      reply.messageText ?? (first && first.message === payload.message ? first.text : undefined);
    const answer: Answer = { ...payload, message: say(lang, payload.message, text) };
    if (lang !== 'en' && 'data' in payload) answer.data = sayData(lang, payload.data);
    // The wire carries each field error's words alone, in the caller's language.
    if (payload.errors) {
      answer.errors = payload.errors.map(({ path, message, text: own }) => ({
        path,
        message: say(lang, message, own),
      }));
    }
    return answer;
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** The Text of an error answer's message, set by the error handler (plugins/errors.ts). */
    messageText?: Text;
  }
}

export default fp(language, { name: 'language' });
