/** The Deal Closing search (GET /dataPicker/getRentalForDealClosing/{number}): the picker's lead and its deal, if closed. */
import { eq } from 'drizzle-orm';
import { type DealClosingLead, normalizeNumber } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { closedRentals } from '../../db/schema';
import { loadDeals } from './load-deals';
import { findPickerLead } from './picker-lead';

export async function leadForDeal(db: Db, pickerId: string, rawNumber: string): Promise<DealClosingLead> {
  const lead = await findPickerLead(db, pickerId, normalizeNumber(rawNumber));
  const [closedRental] = await loadDeals(db, eq(closedRentals.rentalId, lead.id));
  return {
    _id: lead.id,
    number: lead.number,
    client_name: lead.clientName,
    client_email: lead.clientEmail,
    rent: lead.rent,
    houseApt_details: lead.houseAptDetails,
    address: lead.address,
    creatorId: lead.creatorId,
    fetcherId: pickerId,
    closedRental: closedRental ?? null,
  };
}
