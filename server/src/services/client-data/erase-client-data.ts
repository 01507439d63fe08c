/**
 * POST /clientData/erase (docs/rules/client-data.md#d13.3): a client's data anonymised with a reason, in one transaction
 * with its audit entry, which counts what was erased and never quotes it. Optionally each of the
 * client's numbers goes on the do-not-contact list in the same transaction (docs/rules/do-not-contact.md#d5.13),
 * with a neutral reason: the free text, which may name the client, stays in the erasure's own entry,
 * the super-admin's alone. Once committed, the tables are rewritten so the old values leave the
 * database's files (docs/rules/client-data.md#d13.6).
 */
import {
  type ClientErased,
  ERASURE_LISTING_REASON,
  type EraseClientInput,
  NO_CLIENT_DATA,
  type PhoneCountry,
} from '../../../../src/contract';
import type { SessionUser } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { listNumber } from '../do-not-contact/add-number';
import { announceEnded } from '../do-not-contact/leads-ended';
import { lockForListing } from '../do-not-contact/listed';
import { recordLeadEvent } from '../webhooks/record-webhook-event';
import { anonymise } from './anonymise';
import { clientKey } from './client-key';
import { clientRows } from './client-rows';
import { askFilesRewrite } from './files-rewrite';
import { removeFolderFiles } from './folder-files';

export async function eraseClientData(
  { db, now: clock, events }: ServiceDeps,
  by: SessionUser,
  input: EraseClientInput,
  { country, imageFolder }: { country: PhoneCountry; imageFolder: string },
): Promise<ClientErased> {
  const key = clientKey(input, country);
  const now = clock();
  const { erased, images, leadsEnded } = await db.transaction(async (tx) => {
    // The listing's lock first, before the leads': a lead written meanwhile waits for this erasure.
    if (input.addToDoNotContact) await lockForListing(tx);
    const rows = await clientRows(tx, key, country, true);
    if (rows.leadIds.length + rows.dealIds.length + rows.messageIds.length === 0)
      throw notFound(NO_CLIENT_DATA);
    // Each erased lead's id alone, in the erasure's transaction (docs/rules/integrations.md#d15.9).
    for (const leadId of rows.leadIds) await recordLeadEvent(tx, 'lead.erased', leadId, now);
    const done = await anonymise(tx, rows, { now, country });
    let addedToDoNotContact = 0;
    let ended = 0;
    if (input.addToDoNotContact) {
      // Every number the client's leads and deals held, and the searched one (rows.values).
      for (const number of [...rows.values.numbers].sort()) {
        const listed = await listNumber(tx, by, number, ERASURE_LISTING_REASON, now, 'client-erased');
        if (!listed) continue;
        addedToDoNotContact += 1;
        ended += listed.leadsEnded;
      }
    }
    const counts = {
      leads: done.leads,
      deals: done.deals,
      images: done.images.length,
      messages: done.messages,
      addedToDoNotContact,
    };
    await recordAudit(tx, {
      action: 'client-data-erased',
      actor: by,
      at: now,
      // Never the erased values: the entry says who, when, why and how many (docs/rules/client-data.md#d13.3).
      target: { kind: 'client', id: null, label: 'Client' },
      after: { reason: input.reason, ...counts },
      // The super-admin's alone, as the settings are (docs/rules/audit.md#d10.3).
      adminId: null,
    });
    await askFilesRewrite(tx, now);
    return { erased: counts, images: done.images, leadsEnded: ended };
  });
  await removeFolderFiles(imageFolder, images);
  announceEnded(events, leadsEnded);
  events.emit('boardChanged', { everyBoard: true });
  return erased;
}
