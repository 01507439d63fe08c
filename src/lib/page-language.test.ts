import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../contract';
import { pageLanguage } from './page-language';

const user = (language?: 'en' | 'es'): AuthUser => ({
  _id: 'u1',
  name: 'Ana',
  email: 'ana@example.test',
  role: 'data-picker',
  ...(language ? { language } : {}),
});

describe('the host page language', () => {
  it('takes ?lang= first, whatever the user or the browser say', () => {
    expect(pageLanguage('?lang=es', user('en'), ['en-US'])).toBe('es');
    expect(pageLanguage('?lang=en', user('es'), ['es-PA'])).toBe('en');
  });

  it("takes the signed-in user's choice before the browser's", () => {
    expect(pageLanguage('', user('es'), ['en-US'])).toBe('es');
    expect(pageLanguage('?lang=fr', user('en'), ['es-PA'])).toBe('en');
  });

  it("takes the browser's first language it speaks before sign-in, else English", () => {
    expect(pageLanguage('', null, ['fr-FR', 'es-PA', 'en'])).toBe('es');
    expect(pageLanguage('', user(), ['es'])).toBe('es');
    expect(pageLanguage('', null, ['fr', 'de'])).toBe('en');
  });
});
