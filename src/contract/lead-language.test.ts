/** The client's language guessed from a post, and an upload's language cell (docs/rules/leads.md#d5.19). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  DEFAULT_TEMPLATES_ES,
  guessLeadLanguage,
  languageOfCell,
  type MessageTemplate,
  PickerTemplatesQuery,
  postLanguage,
  templatesFor,
} from '.';

describe('guessLeadLanguage', () => {
  it.each([
    ['2 bedrooms, 1 bath, near the park', 'en'],
    ['1420 Larimer St, Denver, CO', 'en'],
    ['', 'en'],
    ['2 recámaras, 1 baño', 'es'],
    ['Se alquila apto amueblado', 'es'],
    ['Calle 50, Ciudad de Panama', 'es'],
    ['HABITACION DISPONIBLE', 'es'],
    ['¿Interesado?', 'es'],
    ['Vía España', 'es'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(guessLeadLanguage(text)).toBe(language);
  });

  it('reads only whole words: "calles" or "banos" inside another word say nothing', () => {
    expect(guessLeadLanguage('Cabanoscalle Road')).toBe('en');
  });

  it('guesses a lead from its details and address, never from its names', () => {
    expect(postLanguage({ houseApt_details: 'Studio', address: '5 Elm St, Denver' })).toBe('en');
    expect(postLanguage({ houseApt_details: 'Studio', address: 'Avenida Balboa' })).toBe('es');
  });
});

describe('languageOfCell', () => {
  it.each([
    ['en', 'en'],
    ['ES', 'es'],
    [' English ', 'en'],
    ['Inglés', 'en'],
    ['español', 'es'],
    ['Espanol', 'es'],
    ['Spanish', 'es'],
    ['', null],
    ['   ', null],
    ['French', undefined],
  ] as const)('reads %j as %s', (cell, language) => {
    expect(languageOfCell(cell)).toBe(language);
  });
});

describe('templatesFor', () => {
  const template = (name: string, body: string, seeded = false): MessageTemplate => ({
    _id: name,
    name,
    body,
    group: seeded ? null : { _id: 'a', name: 'Adam' },
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: seeded ? null : { _id: 'a', name: 'Adam' },
  });
  const seeded = DEFAULT_TEMPLATES.map(({ name, body }) => template(name, body, true));

  it('keeps the templates in the lead’s language, a seeded default said in it', () => {
    const list = [template('Hi', 'Hi {client_name}'), template('Hola', 'Hola {client_name}'), ...seeded];
    expect(templatesFor(list, 'en').map(({ name }) => name)).toEqual([
      'Hi',
      ...DEFAULT_TEMPLATES.map(({ name }) => name),
    ]);
    expect(templatesFor(list, 'es').map(({ name }) => name)).toEqual([
      'Hola',
      ...DEFAULT_TEMPLATES_ES.map(({ name }) => name),
    ]);
  });

  it('offers every template when none is in the lead’s language', () => {
    const list = [template('Hi', 'Hi {client_name}')];
    expect(templatesFor(list, 'es')).toEqual(list);
  });

  it('takes en or es as the list’s language, and no other', () => {
    expect(PickerTemplatesQuery.is({ language: 'es' })).toBe(true);
    expect(PickerTemplatesQuery.is({})).toBe(true);
    expect(PickerTemplatesQuery.is({ language: 'fr' })).toBe(false);
  });
});
