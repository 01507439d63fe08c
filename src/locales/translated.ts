/**
 * The folders whose every user-facing text comes from a catalog (docs/rules/language.md), and the
 * catalogs their screens speak from. The hard-coded text check (tests/unit/hard-coded-text.test.ts)
 * and the stories' Spanish run (src/stories.test.tsx) read this list: a screen joins it once its
 * texts are in a catalog.
 */
import type { Catalog } from '../contract/i18n';
import { authCatalog } from './auth';
import { collectCatalog } from './collect';
import { formsCatalog } from './forms';
import { partsCatalog } from './parts';
import { rulesCatalog } from './rules';
import { shellCatalog } from './shell';
import { templatesCatalog } from './templates';

export const TRANSLATED: Record<string, readonly Catalog[]> = {
  'src/screens/login': [authCatalog, partsCatalog, rulesCatalog],
  'src/screens/forget-password': [authCatalog, rulesCatalog],
  'src/screens/reset-password': [authCatalog, partsCatalog, rulesCatalog],
  'src/screens/shell': [shellCatalog],
  'src/screens/not-found': [shellCatalog],
  'src/screens/collect': [collectCatalog, partsCatalog, rulesCatalog],
  'src/screens/close-deal': [formsCatalog, partsCatalog, rulesCatalog],
  'src/screens/create-rental': [formsCatalog, partsCatalog, rulesCatalog],
  'src/screens/message-templates': [templatesCatalog, partsCatalog, rulesCatalog],
  'src/ui': [partsCatalog],
  'src/core': [partsCatalog],
};
