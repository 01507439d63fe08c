/**
 * Every message the server can send people has a Spanish text in a server catalog (docs/rules/
 * language.md#d14.4): the contract's messages and success words, the literals of the server's own
 * refusals (its sources scanned), the messages built with values, and every field's label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Struct } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../../src/contract';
import { loadCatalog } from '../../../src/contract/i18n';
import { SERVER_CATALOGS } from '../plugins/language';
import { missingNumberColumns } from '../services/do-not-contact/check-number-rows';
import { missingColumns } from '../services/uploads/check-rows';
import { learnShapes, say, sayReason } from './say';

/** Exported texts of the contract that machines read, or data people typed: never translated. */
const NOT_MESSAGES = new Set([
  'DEFAULT_LANGUAGE',
  'DEFAULT_PHONE_COUNTRY',
  'STAFF_PHONE_COUNTRY',
  'BUSINESS_TIME_ZONE',
  'ERASED_NUMBER_PREFIX',
  // What every API key's secret starts with (docs/rules/integrations.md#d15.3): a token's part, not a message.
  'API_KEY_PREFIX',
  'FIRST_DAY',
  'LAST_DAY',
  'LEAD_RELEASED',
  'SIGN_IN_REFUSED',
  'SKIP_LIMIT',
  'SKIPPED_FILE',
  'SKIPPED_SHEET',
  'EXPORT_SHEET',
  'AUDIT_SHEET',
  // Stored in place of erased data, and the reasons stored with a picker's or an erasure's
  // do-not-contact entry: data.
  'ERASED',
  'ERASED_MESSAGE',
  'PICKER_OUTCOME_REASON',
  'ERASURE_LISTING_REASON',
]);
const MACHINE_NAME = /_(PATH|TYPE|CODE|PARAM|FIELD|HEADER)$/;

/** Labels whose Spanish is English's own word. */
const SAME_IN_BOTH = new Set(['Id', 'Lead', 'Cursor', 'Ticket', 'URL']);

const spanish = (message: string) => say('es', message);

beforeAll(async () => {
  await Promise.all(SERVER_CATALOGS.map((catalog) => loadCatalog(catalog, 'es')));
  learnShapes(SERVER_CATALOGS);
});

const untranslated = (messages: Iterable<string>) =>
  [...new Set(messages)].filter((message) => !SAME_IN_BOTH.has(message) && spanish(message) === message);

const exported = Object.entries(contract as Record<string, unknown>);

describe("the server's messages in Spanish", () => {
  it('says every message the contract exports', () => {
    const messages = exported
      .filter(([name, value]) => typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(name))
      .filter(([name]) => !NOT_MESSAGES.has(name) && !MACHINE_NAME.test(name) && !name.endsWith('_LABEL'))
      .map(([, value]) => value as string);
    expect(messages.length).toBeGreaterThan(100);
    expect(untranslated(messages)).toEqual([]);
  });

  it("says every endpoint's success message", () => {
    const successes = exported.flatMap(([, api]) =>
      typeof api === 'object' && api !== null
        ? Object.values(api).flatMap((call) =>
            typeof (call as { success?: unknown })?.success === 'string'
              ? [(call as { success: string }).success]
              : [],
          )
        : [],
    );
    expect(successes.length).toBeGreaterThan(50);
    expect(untranslated(successes)).toEqual([]);
  });

  it('says every message built with values, its values said too', () => {
    const built = [
      contract.dailyLimitReached(7),
      contract.waitBeforeClaiming(12),
      contract.skipLimitReached(3),
      contract.duplicateOfRow(4),
      contract.samePostAsRow(2),
      contract.importedMessage({ inserted: 3, skipped: [1] }),
      contract.revertedMessage({ removed: 2, kept: 1 }),
      contract.previewMessage({ insert: 5, skip: 0 }),
      contract.leadReleasedMessage('+50761234567', 'expired', 15),
      contract.leadReleasedMessage('+50761234567', 'released'),
      contract.nothingToUpdate(['name', 'email', 'contact']),
      contract.mappingBeyondHeader(3),
      contract.templateProblem('Hi {client_name'),
      contract.templateProblem('Hi }'),
      contract.templateProblem('Hi {nobody}'),
      missingColumns(['number']),
      missingNumberColumns(['reason']),
    ].filter((message): message is string => typeof message === 'string');
    expect(untranslated(built)).toEqual([]);
    expect(spanish(contract.dailyLimitReached(1))).toBe('Llegaste a tu límite diario de 1 alquiler');
    expect(sayReason('es', 'Client Name is required; Number: Please enter a valid phone number')).toBe(
      'Nombre del cliente es obligatorio; Número: Ingresa un número de teléfono válido',
    );
    expect(spanish('Number: Please enter a valid phone number')).toBe(
      'Número: Ingresa un número de teléfono válido',
    );
  });

  it("says every field's label where a refusal names it", () => {
    const labels = new Set<string>();
    const seen = new Set<unknown>();
    const walk = (struct: unknown) => {
      if (!(struct instanceof Struct) || seen.has(struct)) return;
      seen.add(struct);
      // A field builder's struct is named by its label; superstruct's own by a lower-case type.
      if (/^[A-Z]/.test(struct.type)) labels.add(struct.type);
      const schema = (struct as { schema?: unknown }).schema;
      if (schema && typeof schema === 'object' && !Array.isArray(schema)) Object.values(schema).forEach(walk);
    };
    for (const [, value] of exported) {
      walk(value);
      if (typeof value === 'object' && value !== null)
        for (const call of Object.values(value))
          for (const part of ['body', 'query', 'params']) walk(call?.[part]);
    }
    expect(labels.size).toBeGreaterThan(40);
    expect(untranslated(labels), 'labels no catalog has').toEqual([]);
    expect(spanish('Payment method is required')).toBe('Método de pago es obligatorio');
  });

  it("says every literal of the server's own refusals and answers", () => {
    const literal =
      /(?:ok|badRequest|unauthorized|forbidden|notFound|conflict|tooMany)\(\s*'([^']+)'|message: '([^']+)'|^(?:export )?const [A-Z_]+ = '([^']*\s[^']*)';/gm;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    // The demo's words are data, the database's texts are for the log.
    const sources = files('server/src').filter((file) => !/server\/src\/(demo|db)\//.test(file));
    const found = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literal)].map(
        (match) => match[1] ?? match[2] ?? match[3] ?? '',
      ),
    );
    const messages = found.filter((text) => /^[A-Z][a-z]/.test(text) && !NOT_SERVER_WORDS.has(text));
    expect(messages.length).toBeGreaterThan(20);
    expect(untranslated(messages)).toEqual([]);
  });
});

/** Literals the scan finds that are no message: a header value, the authenticator's issuer name. */
const NOT_SERVER_WORDS = new Set(['Rental Leads']);
