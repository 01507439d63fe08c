/**
 * The folders whose every user-facing text comes from a catalog (docs/rules/language.md), and the
 * catalogs their screens speak from. The hard-coded text check (tests/unit/hard-coded-text.test.ts)
 * and the stories' Spanish run (src/story-tests.ts) read this list: a screen joins it once its
 * texts are in a catalog.
 */
import type { Catalog } from '../contract/i18n';
import { auditCatalog } from './audit';
import { authCatalog } from './auth';
import { bellCatalog } from './bell';
import { boardCatalog } from './board';
import { callsCatalog } from './calls';
import { clientCatalog } from './client';
import { collectCatalog } from './collect';
import { dealsCatalog } from './deals';
import { dncCatalog } from './dnc';
import { downloadCatalog } from './download';
import { filtersCatalog } from './filters';
import { formsCatalog } from './forms';
import { installCatalog } from './install';
import { integrationsCatalog } from './integrations';
import { listsCatalog } from './lists';
import { partsCatalog } from './parts';
import { peopleCatalog } from './people';
import { pickerCatalog } from './picker';
import { reportsCatalog } from './reports';
import { rulesCatalog } from './rules';
import { securityCatalog } from './security';
import { settingsCatalog } from './settings';
import { shellCatalog } from './shell';
import { templatesCatalog } from './templates';
import { termsCatalog } from './terms';
import { threadCatalog } from './thread';
import { uploadsCatalog } from './uploads';
import { webhooksCatalog } from './webhooks';

export const TRANSLATED: Record<string, readonly Catalog[]> = {
  'src/screens/login': [authCatalog, partsCatalog, rulesCatalog, securityCatalog],
  'src/screens/forget-password': [authCatalog, rulesCatalog],
  'src/screens/reset-password': [authCatalog, partsCatalog, rulesCatalog],
  'src/screens/shell': [shellCatalog],
  'src/screens/not-found': [shellCatalog],
  'src/screens/collect': [
    collectCatalog,
    formsCatalog,
    partsCatalog,
    rulesCatalog,
    threadCatalog,
    callsCatalog,
  ],
  'src/screens/bulk-upload': [uploadsCatalog, downloadCatalog, termsCatalog],
  'src/screens/do-not-contact': [dncCatalog, uploadsCatalog, downloadCatalog, rulesCatalog],
  'src/screens/client-data': [clientCatalog, auditCatalog],
  'src/screens/integrations': [integrationsCatalog, rulesCatalog],
  'src/screen-parts/file-upload': [uploadsCatalog],
  'src/screen-parts/download': [downloadCatalog],
  'src/screens/all-leads': [listsCatalog, termsCatalog, threadCatalog, callsCatalog],
  'src/screens/picked-leads': [listsCatalog, termsCatalog],
  'src/screens/client-details': [listsCatalog, termsCatalog],
  'src/screens/my-leads': [listsCatalog, termsCatalog, threadCatalog, callsCatalog],
  'src/screens/deal-list': [dealsCatalog, listsCatalog, termsCatalog],
  'src/screens/make-invalid': [pickerCatalog, listsCatalog, termsCatalog],
  'src/screens/add-email': [pickerCatalog, listsCatalog, termsCatalog, rulesCatalog],
  'src/screens/bypass-rentals': [pickerCatalog, rulesCatalog],
  'src/screen-parts/columns': [listsCatalog, termsCatalog],
  'src/screen-parts/lead-list': [listsCatalog, termsCatalog],
  'src/screen-parts/lead-lookup': [listsCatalog, termsCatalog],
  'src/screen-parts/lead-form': [formsCatalog, termsCatalog, rulesCatalog, partsCatalog],
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
  'src/screens/notification-bell': [bellCatalog, threadCatalog],
  'src/screen-parts/lead-thread': [threadCatalog],
  'src/screen-parts/lead-calls': [callsCatalog],
  'src/screen-parts/staff-fields': [peopleCatalog, rulesCatalog],
  'src/screen-parts/two-factor': [securityCatalog, partsCatalog],
  'src/screens/ops-board': [boardCatalog, filtersCatalog, termsCatalog],
  'src/screens/reports': [reportsCatalog, filtersCatalog, termsCatalog],
  'src/screens/audit-log': [auditCatalog, filtersCatalog, shellCatalog, termsCatalog],
  'src/screen-parts/group-filter': [filtersCatalog],
  'src/screens/close-deal': [formsCatalog, partsCatalog, rulesCatalog],
  'src/screen-parts/close-deal': [formsCatalog, partsCatalog, rulesCatalog],
  'src/screens/create-rental': [formsCatalog, partsCatalog, rulesCatalog],
  'src/screens/message-templates': [templatesCatalog, partsCatalog, rulesCatalog],
  'src/screen-parts/webhooks': [webhooksCatalog, partsCatalog],
  'src/ui': [partsCatalog, installCatalog],
  'src/core': [partsCatalog],
};
