/**
 * Every story is a test: each one renders in happy-dom through the real preview annotations and runs
 * its play function, so the states designers review are the states the tests check. The stories of
 * the translated screens (src/locales/translated.ts) render once more in Spanish, where no English
 * text of their catalogs may show (docs/rules/language.md). The stories are shared among a few test
 * files (src/stories-*.test.tsx) so that both of the suite's workers run them.
 */
import '../.storybook/test-annotations';
import { composeStories } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Catalog, i18nFor, loadCatalog } from './contract/i18n';
import { TRANSLATED } from './locales/translated';

type Module = Parameters<typeof composeStories>[0];
type Runnable = { run: () => Promise<void> };

/**
 * The module's stories without their play functions (they assert English), pinned to Spanish, and
 * without axe: the English pass checks the same elements, and the language tour checks the Spanish
 * screens with axe in Chromium (tests/e2e/language.test.ts). Without it the story files run 16 % faster.
 */
function inSpanish(module: Record<string, unknown>): Module {
  return Object.fromEntries(
    Object.entries(module).map(([name, story]) => {
      if (name === 'default' || typeof story !== 'object' || story === null) return [name, story];
      const { globals, parameters } = story as { globals?: Record<string, unknown>; parameters?: object };
      return [
        name,
        {
          ...story,
          play: undefined,
          globals: { ...globals, language: 'es' },
          parameters: { ...parameters, a11y: { test: 'off' } },
        },
      ];
    }),
  ) as Module;
}

const plain = (compiled: unknown): string | null =>
  Array.isArray(compiled) && compiled.every((part) => typeof part === 'string') ? compiled.join('') : null;

/**
 * The catalogs' English texts that differ in Spanish and are no part of a Spanish text. The field
 * labels the rules put inside their messages (`label.*`: "Creator" in "Creator is required") are
 * never shown alone, and as single words they would match a person's name in the stories' data.
 */
async function findEnglishOnly(catalogs: readonly Catalog[]): Promise<string[]> {
  await Promise.all(catalogs.map((catalog) => loadCatalog(catalog, 'es')));
  const spanish = catalogs.flatMap((catalog) => Object.keys(catalog.en).map((id) => i18nFor('es')._(id)));
  return catalogs
    .flatMap((catalog) =>
      Object.entries(catalog.en)
        .filter(([id]) => !id.startsWith('label.'))
        .map(([, compiled]) => plain(compiled)),
    )
    .filter((text): text is string => text !== null && text.length > 3)
    .filter((text) => !spanish.some((es) => es.includes(text)));
}

const englishOf = new Map<string, Promise<string[]>>();

/** The English-only texts of a translated folder's catalogs, worked out once for all its stories. */
function englishOnly(folder: string): Promise<string[]> {
  let texts = englishOf.get(folder);
  if (!texts) {
    texts = findEnglishOnly(TRANSLATED[folder] ?? []);
    englishOf.set(folder, texts);
  }
  return texts;
}

const shows = (text: string, page: string) =>
  new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(page);

/** One describe a story file, its paths as `import.meta.glob` answers them from src/. */
export function testStories(storyFiles: Record<string, Record<string, unknown>>): void {
  for (const [file, module] of Object.entries(storyFiles)) {
    describe(file, () => {
      const stories = composeStories(module as Module);
      for (const [name, Story] of Object.entries(stories) as [string, Runnable][]) {
        it(name, async () => {
          await Story.run();
        });
      }
      const folder = Object.keys(TRANSLATED).find((path) =>
        `./${file.slice(2)}`.startsWith(`./${path.slice(4)}/`),
      );
      if (!folder) return;
      const spanishStories = composeStories(inSpanish(module));
      for (const [name, Story] of Object.entries(spanishStories) as [string, Runnable][]) {
        it(`${name} (Español)`, async () => {
          const english = await englishOnly(folder);
          await Story.run();
          await waitFor(() => {
            const page = document.body.textContent ?? '';
            expect(page.trim()).not.toBe('');
            expect(english.filter((text) => shows(text, page))).toEqual([]);
          });
        });
      }
    });
  }
}
