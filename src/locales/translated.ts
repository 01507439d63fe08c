/**
 * The folders whose every user-facing text comes from a catalog (docs/rules/language.md), and the
 * catalogs their screens speak from. The hard-coded text check (tests/unit/hard-coded-text.test.ts)
 * and the stories' Spanish run (src/stories.test.tsx) read this list: a screen joins it once its
 * texts are in a catalog.
 */
import type { Catalog } from '../contract/i18n';
import { authCatalog } from './auth';
import { bellCatalog } from './bell';
import { collectCatalog } from './collect';
import { partsCatalog } from './parts';
import { peopleCatalog } from './people';
import { rulesCatalog } from './rules';
import { securityCatalog } from './security';
import { settingsCatalog } from './settings';
import { shellCatalog } from './shell';
import { termsCatalog } from './terms';

export const TRANSLATED: Record<string, readonly Catalog[]> = {
  'src/screens/login': [authCatalog, partsCatalog, rulesCatalog, securityCatalog],
  'src/screens/forget-password': [authCatalog, rulesCatalog],
  'src/screens/reset-password': [authCatalog, partsCatalog, rulesCatalog],
  'src/screens/shell': [shellCatalog],
  'src/screens/not-found': [shellCatalog],
  'src/screens/collect': [collectCatalog, partsCatalog, rulesCatalog],
  'src/screens/profile': [
    peopleCatalog,
    securityCatalog,
    shellCatalog,
    termsCatalog,
    partsCatalog,
    rulesCatalog,
  ],
  'src/screens/settings': [settingsCatalog, rulesCatalog],
  'src/screens/user-table': [peopleCatalog, securityCatalog, termsCatalog, partsCatalog, rulesCatalog],
  'src/screens/create-user': [peopleCatalog, termsCatalog, partsCatalog, rulesCatalog],
  'src/screens/notification-bell': [bellCatalog],
  'src/shared/staff-fields': [peopleCatalog, rulesCatalog],
  'src/shared/two-factor': [securityCatalog, partsCatalog],
};
