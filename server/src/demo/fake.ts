/**
 * Believable people, places and leads from the word lists and a seeded generator: the same calls in
 * the same order give the same text. Lead numbers are US numbers as a creator would type them, with
 * their country code so that PHONE_COUNTRY cannot change what they mean, stored in the form the
 * contract's normaliser gives, so the demo follows any change to that form.
 */
import { type LeadFieldValues, normalizeNumber, sampleLead } from '../../../src/contract';
import type { Random } from './random';
import {
  CLIENT_EMAIL_DOMAINS,
  CLIENT_FIRST_NAMES,
  CLIENT_LAST_NAMES,
  FACEBOOK_GROUPS,
  HOME_EXTRAS,
  HOME_KINDS,
  METROS,
  type Metro,
  STAFF_FIRST_NAMES,
  STAFF_LAST_NAMES,
  STREET_NAMES,
  STREET_TYPES,
} from './words';

/** A lead's own fields (the number normalised), before anyone worked it. */
export interface LeadText extends LeadFieldValues {
  /** What the client's email would be, should a picker record one. */
  clientEmail: string;
}

export interface StaffPerson {
  name: string;
  email: string;
  contact: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.rental-leads.local';

/** "Sofía Núñez" → "sofia.nunez". */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

const ALNUM = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "$1,250" */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function makeFaker(random: Random) {
  const numbers = new Set<string>();
  const staffNames = new Set<string>();
  const alnum = (count: number) => Array.from({ length: count }, () => random.pick([...ALNUM])).join('');

  /**
   * A new US number in one of the metro's area codes, written as people write them,
   * "+1 (713) 482-0142", in the stored form the contract's normaliser gives.
   */
  function leadNumber(metro: Metro): string {
    for (;;) {
      const area = random.pick(metro.areaCodes);
      const exchange = `${random.int(2, 9)}${random.digits(2)}`;
      const line = random.digits(4);
      // 555 and N11 exchanges are not real subscriber numbers.
      if (exchange === '555' || exchange.endsWith('11')) continue;
      const number = normalizeNumber(`+1 (${area}) ${exchange}-${line}`);
      if (!number || numbers.has(number)) continue;
      numbers.add(number);
      return number;
    }
  }

  function address(metro: Metro): string {
    const street = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_TYPES)}`;
    const unit = random.chance(0.45) ? `, Apt ${random.int(1, 40)}${random.pick(['', 'A', 'B', 'C'])}` : '';
    return `${street}${unit}, ${metro.city}, ${metro.state} ${metro.zip}${random.digits(2)}`;
  }

  function home(): { rent: string; details: string } {
    const bedrooms = random.int(0, 4);
    const kind =
      bedrooms === 0 ? 'Studio apartment' : random.pick(HOME_KINDS.filter((k) => !k.startsWith('Studio')));
    const baths = bedrooms <= 1 ? 1 : random.pick([1, 1.5, 2, 2.5]);
    const extras = [random.pick(HOME_EXTRAS), random.pick(HOME_EXTRAS)].filter(
      (e, i, all) => all.indexOf(e) === i,
    );
    const rooms = bedrooms === 0 ? kind : `${bedrooms} bed ${kind.toLowerCase()}`;
    const amount = 650 + bedrooms * 275 + random.int(0, 16) * 25;
    const rent = random.chance(0.3) ? `${dollars(amount)}/month` : dollars(amount);
    return { rent, details: `${rooms}, ${baths} bath, ${extras.join(', ')}` };
  }

  return {
    /** A staff member with a unique name, an email at the demo's domain and a Panamanian mobile. */
    staff(): StaffPerson {
      for (;;) {
        const name = `${random.pick(STAFF_FIRST_NAMES)} ${random.pick(STAFF_LAST_NAMES)}`;
        if (staffNames.has(name)) continue;
        staffNames.add(name);
        return { name, email: `${slug(name)}@${DEMO_EMAIL_DOMAIN}`, contact: `+5076${random.digits(7)}` };
      }
    },

    lead(): LeadText {
      const metro = random.pick(METROS);
      const first = random.pick(CLIENT_FIRST_NAMES);
      const last = random.pick(CLIENT_LAST_NAMES);
      const clientName = `${first} ${last}`;
      const facebookName = random.pick([
        clientName,
        clientName,
        `${first} ${last.charAt(0)}.`,
        `${first} ${random.pick(CLIENT_FIRST_NAMES)} ${last}`,
        `${first} (${metro.city} Rentals)`,
      ]);
      const { rent, details } = home();
      const group = random.pick(FACEBOOK_GROUPS);
      // A field without a believable value of its own here gets its kind's sample.
      return {
        ...sampleLead(),
        facebook_name: facebookName,
        client_name: clientName,
        number: leadNumber(metro),
        rent,
        houseApt_details: details,
        address: address(metro),
        post_link: `https://www.facebook.com/groups/${group}/posts/${random.int(1, 9)}${random.digits(15)}`,
        ss_link: random.chance(0.4) ? `https://i.imgur.com/${alnum(7)}.png` : null,
        clientEmail: `${slug(clientName)}${random.int(1, 99)}@${random.pick(CLIENT_EMAIL_DOMAINS)}`,
      };
    },
  };
}

export type Faker = ReturnType<typeof makeFaker>;
