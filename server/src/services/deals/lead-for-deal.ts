/** The Deal Closing search (GET /dataPicker/getRentalForDealClosing/{number}): the picker's lead and its deal, if closed. */
import { eq } from 'drizzle-orm';
import type { DealClosingLead, PhoneCountry } from '../../../../src/contract';
import { closedRentals } from '../../db/schema';
import type { Deps } from '../deps';
import { numberQuery } from '../leads/lead-number';
import { loadDeals } from './load-deals';
import { findPickerLead } from './picker-lead';

export async function leadForDeal(
  { db }: Deps<'db'>,
  pickerId: string,
  rawNumber: string,
  country: PhoneCountry,
): Promise<DealClosingLead> {
  const lead = await findPickerLead(db, pickerId, numberQuery(rawNumber, country));
  const [closedRental] = await loadDeals(db, eq(closedRentals.rentalId, lead.id));
  return {
    _id: lead.id,
    ...lead.fields,
    client_email: lead.clientEmail,
    creatorId: lead.creatorId,
    // An invalid number takes no deal: the widget shows why instead of the form.
    number_status: lead.numberStatus,
    fetcherId: pickerId,
    closedRental: closedRental ?? null,
  };
}
