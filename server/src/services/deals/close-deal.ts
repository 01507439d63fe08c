/**
 * Closes a deal (docs/rules/deals.md#d6): the lead's own fields are copied, the picker's form adds email, payment
 * and image, and the client's email is recorded on the lead too, so the client shows in Client Details.
 * A lead whose number is invalid takes no deal. The image is written only after every check passed, in
 * the deal's transaction: a deal refused there takes its image with it (docs/rules/deals.md#d6.2), and so does its
 * audit entry (docs/rules/audit.md#d10.2). The picker's group's board shows the deal (docs/rules/operations.md#d9.2).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  type ClosedRental,
  DEAL_EXISTS,
  DEAL_FIELDS,
  DEAL_ON_INVALID_NUMBER,
} from '../../../../src/contract';
import { fieldValues } from '../../db/lead-field-columns';
import { closedRentalChanges, closedRentals, rentals } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../lib/caller';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import type { DealForm } from './deal-form';
import type { ImageStore } from './image-store';
import { loadDeal } from './load-deals';
import { findPickerLead } from './picker-lead';

type NewDeal = typeof closedRentals.$inferInsert;

export async function closeDeal(
  { db, images, now: clock, events }: ServiceDeps & { images: ImageStore },
  picker: Actor,
  form: DealForm,
): Promise<ClosedRental> {
  const now = clock();
  const pickerId = picker._id;
  const lead = await findPickerLead(db, pickerId, form.number);
  // Checked first so the common refusal writes no image; the unique index still decides a race.
  const [existing] = await db
    .select({ id: closedRentals.id })
    .from(closedRentals)
    .where(eq(closedRentals.rentalId, lead.id));
  if (existing) throw conflict(DEAL_EXISTS);
  if (lead.numberStatus === 'invalid') throw conflict(DEAL_ON_INVALID_NUMBER);

  const dealId = await db
    .transaction(async (tx) => {
      const closingImage = await images.save(tx, form.image.bytes, form.image.ext);
      // Before the deal, so the lead's row is locked: a number made invalid meanwhile is seen here, not after.
      const [recorded] = await tx
        .update(rentals)
        .set({ clientEmail: form.clientEmail, updatedAt: now })
        .where(and(eq(rentals.id, lead.id), sql`${rentals.numberStatus} IS DISTINCT FROM 'invalid'`))
        .returning({ id: rentals.id });
      if (!recorded) throw conflict(DEAL_ON_INVALID_NUMBER);
      const [deal] = await tx
        .insert(closedRentals)
        .values({
          // The lead's fields a deal keeps (contract DEAL_FIELDS), under the deal table's property names.
          ...(fieldValues(closedRentals, DEAL_FIELDS, lead.fields) as NewDeal),
          rentalId: lead.id,
          clientEmail: form.clientEmail,
          paymentMethod: form.paymentMethod,
          closingImage,
          status: 'in-process',
          fetcherId: pickerId,
          fetcherAdminId: lead.fetcherAdminId,
          fetcherLeaderId: lead.fetcherLeaderId,
          creatorId: lead.creatorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: closedRentals.id });
      await tx
        .insert(closedRentalChanges)
        .values({ closedRentalId: deal!.id, status: 'in-process', changedBy: pickerId, changedAt: now });
      await recordAudit(tx, {
        action: 'deal-closed',
        actor: picker,
        at: now,
        target: { kind: 'deal', id: deal!.id, label: lead.number },
        after: { status: 'in-process', paymentMethod: form.paymentMethod },
        adminId: lead.fetcherAdminId,
      });
      // The webhook's outbox row commits with the deal (docs/rules/integrations.md#d15.9), in the picker's group.
      await recordWebhookEvent(tx, {
        event: 'deal.created',
        subjectId: deal!.id,
        groups: [lead.fetcherAdminId],
        at: now,
      });
      return deal!.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(DEAL_EXISTS) : error;
    });
  events.emit('boardChanged', { adminIds: [picker.adminId] });
  return (await loadDeal(db, dealId))!;
}
