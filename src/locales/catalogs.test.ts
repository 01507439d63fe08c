/** Every catalog is complete in both languages, compiled from its sources, and its plurals agree. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/compile-messages.mjs';
import { i18nFor, loadCatalog, localize } from '../contract/i18n';
import { refusalsCatalog } from './refusals';
import { rulesCatalog } from './rules';

const ROOT = 'src/locales';
const catalogs = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (name: string, file: string) => JSON.parse(readFileSync(join(ROOT, name, file), 'utf8'));

describe('catalogs', () => {
  it.each(catalogs)('%s: every key has a Spanish text, and no other key', (name) => {
    const english = read(name, 'en.json') as Record<string, string>;
    const spanish = read(name, 'es.json') as Record<string, string>;
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(spanish)) {
      expect(text.trim(), id).not.toBe('');
      expect(text, `${id} keeps its placeholders`).toSatisfy((es: string) =>
        [...english[id]!.matchAll(/\{(\w+)/g)].every(([, name]) => es.includes(`{${name}`)),
      );
    }
  });

  it('gives every id to one catalog: a language has one instance, every catalog loads into it', () => {
    const ids = catalogs.flatMap((name) => Object.keys(read(name, 'en.json')));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  // A newcomer's finding (issue 48): "Reportes" in the menu but "Informes" as the title, rent named two ways.
  it.each([
    ['the reports screen', ['shell:route.reports', 'reports:reports.title']],
    [
      'the rent',
      ['terms:terms.field.rent', 'collect:collect.field.rent', 'templates:templates.variable.rent'],
    ],
  ])('names %s one way in each language, wherever it is named', (_, places) => {
    for (const file of ['en.json', 'es.json']) {
      const names = places.map((place) => {
        const [name, id] = place.split(':') as [string, string];
        return (read(name, file) as Record<string, string>)[id];
      });
      expect(names.every((text) => text !== undefined)).toBe(true);
      expect(new Set(names).size, names.join(' / ')).toBe(1);
    }
  });

  it.each(catalogs)('%s: the compiled files are those of the sources (npm run i18n)', (name) => {
    for (const language of ['en', 'es']) {
      expect(read(name, `${language}.compiled.json`)).toEqual(compileCatalog(read(name, `${language}.json`)));
    }
  });
});

describe('plurals', () => {
  it('says one and many in English and in Spanish', async () => {
    await loadCatalog(refusalsCatalog, 'es');
    const say = (language: 'en' | 'es', seconds: number) =>
      i18nFor(language)._('auth.tooManyAttempts', { seconds });
    expect(say('en', 1)).toBe('Too many attempts, please try again in 1 second');
    expect(say('en', 30)).toBe('Too many attempts, please try again in 30 seconds');
    expect(say('es', 1)).toBe('Demasiados intentos, vuelve a intentarlo en 1 segundo');
    expect(say('es', 30)).toBe('Demasiados intentos, vuelve a intentarlo en 30 segundos');
    expect(say('es', 1500)).toBe('Demasiados intentos, vuelve a intentarlo en 1,500 segundos');
  });
});

describe('localize', () => {
  it('says a Text with its label in Spanish, a fixed English text by its id, and leaves others', async () => {
    await loadCatalog(rulesCatalog, 'es');
    expect(localize('es', 'Email is required', { id: 'rules.required', values: { label: 'Email' } })).toBe(
      'Correo electrónico es obligatorio',
    );
    expect(localize('es', 'Password is required')).toBe('La contraseña es obligatoria');
    expect(localize('es', 'Some server text no catalog has')).toBe('Some server text no catalog has');
    expect(localize('en', 'Email is required', { id: 'rules.required', values: { label: 'Email' } })).toBe(
      'Email is required',
    );
  });
});
