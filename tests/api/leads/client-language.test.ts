/**
 * The client's language (docs/rules/leads.md#d5.19): chosen when the lead is made or guessed from its
 * post, refused when it is neither language, read by an upload's optional column, and spoken by the
 * first message and the picker's templates whatever the picker's own screen speaks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  DEFAULT_TEMPLATES_ES,
  fillTemplate,
  leadsApi,
  pathTo,
  peopleApi,
  templatesApi,
  type UploadResult,
  uploadsApi,
} from '../../../src/contract';
import {
  addRental,
  buildTeam,
  claimedLead,
  distinctPlace,
  HEADER,
  nextNumber,
  type Person,
  query,
  startLeadsServer,
  superAdminOf,
  type Team,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';
import { templateOf } from '../templates/calls';

let server: TestServer;
let team: Team;
let picker: Person;

const SPANISH_SCREEN = { 'accept-language': 'es' };

const form = (overrides: Record<string, unknown> = {}) => ({
  facebook_name: 'Nancy FB',
  client_name: 'Nancy Jones',
  number: nextNumber(),
  rent: '$1,400',
  houseApt_details: '2 bedrooms, 1 bath',
  ...distinctPlace(),
  ...overrides,
});
const create = (body: unknown) => server.call(leadsApi.create, { token: team.creator.token(), body });
const languageOf = async (number: string) =>
  (await query<{ language: string }>(server, sql`SELECT language FROM rentals WHERE number = ${number}`))[0]
    ?.language;

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  picker = team.pickers[0]!;
  // The picker reads Spanish: its own choice, and the screen's Accept-Language below.
  await server.call(peopleApi.chooseLanguage, { token: picker.token(), body: { language: 'es' } });
});
afterAll(() => server.close());

describe('POST /rental/create-rental', () => {
  it('keeps the language the creator chose, and answers it with the lead', async () => {
    const res = await create(form({ language: 'es' }));
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBe('es');
    expect(await languageOf(res.body.data.number)).toBe('es');
  });

  it('guesses English for an English post, Spanish for a Spanish one, when none is given', async () => {
    const english = await create(form({ address: '1420 Larimer St, Denver, CO' }));
    expect(english.status).toBe(200);
    expect(english.body.data.language).toBe('en');
    const spanish = await create(form({ houseApt_details: 'Se alquila apartamento, 2 recámaras' }));
    expect(spanish.status).toBe(200);
    expect(spanish.body.data.language).toBe('es');
  });

  it('takes the creator’s English over a Spanish-looking post', async () => {
    const res = await create(form({ address: 'Calle 50, Panamá', language: 'en' }));
    expect(res.body.data.language).toBe('en');
  });

  it('refuses another language with a clear 400 on the field, and writes nothing', async () => {
    const lead = form({ language: 'fr' });
    const res = await create(lead);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'language', message: 'Language is not a valid choice' }]);
    expect(await languageOf(lead.number)).toBeUndefined();
    const spanish = await server.call(leadsApi.create, {
      token: team.creator.token(),
      body: lead,
      headers: SPANISH_SCREEN,
    });
    expect(spanish.body.errors).toEqual([{ path: 'language', message: 'Idioma no es una opción válida' }]);
  });

  it('gives leads saved before the rule English', async () => {
    const old = await addRental(server, { houseAptDetails: 'Se alquila, 2 recámaras' });
    expect(old.language).toBe('en');
  });
});

describe('an upload’s language column', () => {
  it('reads en, es and the names, guesses a blank cell, and skips any other', async () => {
    const row = (number: string, details: string, language: string) => [
      'fb',
      'Ana',
      number,
      '$750',
      details,
      `${number.slice(-5)} Main St`,
      `https://facebook.com/post/lang-${number.slice(-5)}`,
      '',
      language,
    ];
    const numbers = [nextNumber(), nextNumber(), nextNumber(), nextNumber(), nextNumber()];
    const file = xlsxOf([
      [...HEADER, 'Idioma'],
      row(numbers[0]!, '2 bedrooms', 'es'),
      row(numbers[1]!, '2 bedrooms', 'Español'),
      row(numbers[2]!, '2 recámaras', 'English'),
      row(numbers[3]!, '2 recámaras', ''),
      row(numbers[4]!, '2 bedrooms', 'French'),
    ]);
    const token = tokenOf(server, await superAdminOf(server));
    const answer = await upload(server, pathTo(uploadsApi.importToPool), token, file, 'languages.xlsx');
    expect(answer.status).toBe(200);
    const data = answer.body.data as UploadResult;
    expect(data.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 6, reason: 'Language is not a valid choice' },
    ]);
    expect(await Promise.all(numbers.map(languageOf))).toEqual(['es', 'es', 'en', 'es', undefined]);
  });
});

describe('the first message for a Spanish-screen picker', () => {
  const names = { client_name: 'Nancy Jones', ptw_name: 'Luis' };
  const fill = (body: string) =>
    fillTemplate(body, {
      client_name: 'Nancy Jones',
      picker_name: 'Luis',
      rent: '',
      address: '',
      details: '',
    });
  const generate = (body: Record<string, unknown>) =>
    server.call(leadsApi.firstSms, { token: picker.token(), body, headers: SPANISH_SCREEN });

  it('is English for an English lead and Spanish for a Spanish one, the same default', async () => {
    const english = await claimedLead(server, picker.user, team.creator.user, { language: 'en' });
    const spanish = await claimedLead(server, picker.user, team.creator.user, { language: 'es' });
    const forEnglish = await generate({ ...names, rentalId: english.id });
    expect(forEnglish.status).toBe(200);
    // The envelope speaks the picker's screen; the text, the client's language.
    expect(forEnglish.body.message).toBe('Primer mensaje generado');
    const at = DEFAULT_TEMPLATES.findIndex(({ body }) => fill(body) === forEnglish.body.data);
    expect(at).toBeGreaterThanOrEqual(0);
    const forSpanish = await generate({ ...names, rentalId: spanish.id });
    expect(forSpanish.body.data).toBe(fill(DEFAULT_TEMPLATES_ES[at]!.body));
  });

  it('is English without a lead, a client’s default', async () => {
    const res = await generate(names);
    expect(DEFAULT_TEMPLATES.map(({ body }) => fill(body))).toContain(res.body.data);
  });
});

describe('GET /dataPicker/templates?language=', () => {
  const list = (language?: string) =>
    server.call(templatesApi.forPicker, {
      token: picker.token(),
      query: language === undefined ? {} : { language },
      headers: SPANISH_SCREEN,
    });

  beforeAll(async () => {
    await templateOf(server, team.admin.user, { name: 'Group hello', body: 'Hi {client_name}, still free?' });
    await templateOf(server, team.admin.user, {
      name: 'Grupo hola',
      body: 'Hola {client_name}, ¿sigue libre?',
    });
  });

  it('offers an English lead the English templates, the defaults in English', async () => {
    const res = await list('en');
    expect(res.status).toBe(200);
    expect(res.body.data.map(({ name }) => name)).toEqual([
      'Group hello',
      ...DEFAULT_TEMPLATES.map(({ name }) => name).sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    ]);
  });

  it('offers a Spanish lead the Spanish ones, the defaults said in Spanish', async () => {
    const res = await list('es');
    const names = res.body.data.map(({ name }) => name);
    expect(names[0]).toBe('Grupo hola');
    expect(names.slice(1).sort()).toEqual(DEFAULT_TEMPLATES_ES.map(({ name }) => name).sort());
  });

  it('offers every template without a lead, the defaults in the screen’s language', async () => {
    const res = await list();
    expect(res.body.data.map(({ name }) => name).slice(0, 2)).toEqual(['Group hello', 'Grupo hola']);
    expect(res.body.data).toHaveLength(2 + DEFAULT_TEMPLATES_ES.length);
  });

  it('refuses another language with a clear 400', async () => {
    const res = await list('fr');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path).toBe('language');
  });
});
