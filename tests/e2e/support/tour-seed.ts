/**
 * Realistic data for the route tour: a staff hierarchy with both kinds of team leader, leads created,
 * fetched, finished valid and invalid, ended with outcomes (No Answer, Call Back Later, Not Interested)
 * or skipped, client emails, closed deals with a proof image, messages waiting in a creator's bell and
 * numbers on the do-not-contact list. Everything but the users goes through the real API, as the
 * widgets do.
 */
import { type AssignFor, formatPhone, type LoginResult, type Role } from '../../../src/contract';
import type { AppServer } from './app-server';

export type AccountKey =
  | 'super-admin'
  | 'admin'
  | 'team-leader-creator'
  | 'team-leader-picker'
  | 'data-creator'
  | 'data-picker';

export interface Account {
  key: AccountKey;
  email: string;
  password: string;
  user: { role: Role; assignFor?: AssignFor; canBulkUpload?: boolean };
}

export interface TourData {
  accounts: Record<AccountKey, Account>;
  /** Names of staff shown in the admin's tables (their row buttons open the dialogs). */
  pickerName: string;
  /** A lead the picker finished as valid and has no deal: Make Invalid and Close Deal find it. */
  validNumber: string;
  /** A closed deal's number as the widgets show it (its row has a View image button). */
  dealNumber: string;
  /** The reset link mailed to the picker. */
  resetLink: string;
}

/** What each account is, known before seeding so the tests can list the routes up front. */
export const TOUR_USERS: Record<AccountKey, Account['user']> = {
  'super-admin': { role: 'super-admin' },
  admin: { role: 'admin' },
  'team-leader-creator': { role: 'team-leader', assignFor: 'rental-creator' },
  'team-leader-picker': { role: 'team-leader', assignFor: 'rental-picker' },
  // The upload route is only in the menu of a creator allowed to bulk upload.
  'data-creator': { role: 'data-creator', canBulkUpload: true },
  'data-picker': { role: 'data-picker' },
};

const PASSWORD = 'tour-pass-1';

const LEADS = [
  [
    'Maria Lopez',
    'Maria',
    '(507) 555-0101',
    '$900',
    '2 bedrooms, 1 bath, balcony',
    '12 Calle 50, Bella Vista',
  ],
  ['Jorge Castillo', 'Jorge', '507 555 0102', '$1,250', '3 bedrooms, garage', '8 Avenida Balboa, Apt 14B'],
  [
    'Ana Sofía Rodríguez',
    'Ana Sofía',
    '5075550103',
    '$650',
    'Studio, furnished',
    '221 Vía España, San Francisco',
  ],
  ['Luis Herrera', 'Luis', '507-555-0104', '$780', '1 bedroom', '3 Calle 72, San Francisco'],
  [
    'Carmen Díaz',
    'Carmen',
    '(507) 555 0105',
    '$1,800',
    'House, 4 bedrooms, pool',
    'Costa del Este, Paseo del Mar 9',
  ],
  ['Pedro Gómez', 'Pedro', '507 555 0106', '$520', 'Room in shared apartment', '45 Calle 12, Casco Viejo'],
  [
    'Valeria Núñez',
    'Valeria',
    '507 555 0107',
    '$1,100',
    '2 bedrooms, ocean view',
    'Punta Pacífica, Torre 3, 22A',
  ],
  ['Ricardo Pérez', 'Ricardo', '507 555 0108', '$950', '2 bedrooms', '19 Calle 43, Bella Vista'],
  ['Elena Ruiz', 'Elena', '507 555 0109', '$1,400', '3 bedrooms, 2 baths', 'Obarrio, Calle 53 Este 7'],
  ['Tomás Vega', 'Tomás', '507 555 0110', '$700', '1 bedroom, furnished', 'El Cangrejo, Vía Argentina 31'],
  ['Lucía Mora', 'Lucía', '507 555 0111', '$600', 'Studio, garden view', '77 Calle 50, Obarrio'],
] as const;

/** A small real picture (Chromium draws it), so the deal image dialog shows something. */
export type DrawImage = () => Promise<Buffer>;

export async function seedTour(server: AppServer, drawImage: DrawImage): Promise<TourData> {
  const base = `${server.url}/api/v1`;
  const call = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer.data as T;
  };
  const signIn = async (email: string, password = PASSWORD) =>
    (await call<LoginResult>('', 'POST', '/auth/login', { email, password })).accessToken;
  const person = (name: string, role: Role, fields: Record<string, unknown> = {}) =>
    server.addUser(role, {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@rental-leads.test`,
      password: PASSWORD,
      ...fields,
    });

  const ada = await person('Ada Alvarado', 'admin');
  await person('Bruno Benítez', 'admin');
  const cleo = await person('Cleo Creators', 'team-leader', {
    assignFor: 'rental-creator',
    adminId: ada._id,
  });
  const pia = await person('Pia Pickers', 'team-leader', { assignFor: 'rental-picker', adminId: ada._id });
  const hierarchy = (leader: { _id: string }) => ({ adminId: ada._id, teamLeaderId: leader._id });
  const cory = await person('Cory Creator', 'data-creator', { ...hierarchy(cleo), canBulkUpload: true });
  const dana = await person('Dana Delgado', 'data-creator', hierarchy(cleo));
  const pat = await person('Pat Picker', 'data-picker', hierarchy(pia));
  const quinn = await person('Quinn Quintero', 'data-picker', hierarchy(pia));

  // Oldest first, one second apart: every run hands the same leads to the same pickers, so the
  // messages below always reach Cory's bell.
  await call(
    await signIn(server.superAdmin.email, server.superAdmin.password),
    'PATCH',
    '/settings/update-settings',
    {
      delayTime: 0,
      isDelayEnabled: false,
      holdTime: 0,
      isHoldEnabled: false,
      holdEnabledAt: null,
      leadsType: 'oldest',
    },
  );
  const creatorTokens = [await signIn(cory.email), await signIn(dana.email)];
  for (const [i, [facebook_name, client_name, number, rent, houseApt_details, address]] of LEADS.entries()) {
    server.advanceClock(1000);
    await call(creatorTokens[i % 2]!, 'POST', '/rental/create-rental', {
      facebook_name,
      client_name,
      number,
      rent,
      houseApt_details,
      address,
      post_link: `https://facebook.com/groups/panama-rentals/posts/${1000 + i}`,
    });
  }

  interface Held {
    _id: string;
    number: string;
    creatorId: string;
  }
  const claimLead = async (token: string) =>
    (await call<{ rental: Held }>(token, 'GET', '/rental/get-single-rental')).rental;
  const finish = (token: string, number_status: 'valid' | 'invalid') =>
    call(token, 'PATCH', '/rental/complete-task', { number_status });
  const addEmail = (token: string, lead: Held, client_email: string) =>
    call(token, 'PATCH', `/rental/addClientEmailIntoRental/${lead._id}`, { client_email });
  const closeDeal = async (token: string, lead: Held, client_email: string, payment: string) => {
    const form = new FormData();
    const other = payment === 'Other' ? { payment_other: 'Zelle transfer' } : {};
    form.append(
      'data',
      JSON.stringify({ number: lead.number, client_email, payment_method: payment, ...other }),
    );
    form.append('payment_method', payment === 'Other' ? 'Zelle transfer' : payment);
    form.append(
      'closing_image',
      new Blob([new Uint8Array(await drawImage())], { type: 'image/png' }),
      'proof.png',
    );
    return call<{ _id: string }>(token, 'POST', '/closedRental/createClosedRental', form);
  };

  const patToken = await signIn(pat.email);
  const first = await claimLead(patToken);
  await call(patToken, 'PATCH', '/dataPicker/send-message', {
    creatorId: cory._id,
    message: 'Is the apartment still available for June?',
  });
  await addEmail(patToken, first, 'tenant.one@example.com');
  await finish(patToken, 'valid');
  await claimLead(patToken);
  await finish(patToken, 'invalid');
  const dealLead = await claimLead(patToken);
  await call(patToken, 'PATCH', '/dataPicker/send-message', {
    creatorId: cory._id,
    message: 'The client wants to visit on Saturday morning.',
  });
  await finish(patToken, 'valid');
  const deal = await closeDeal(patToken, dealLead, 'renter.two@example.com', 'debit');
  const otherDeal = await claimLead(patToken);
  await finish(patToken, 'valid');
  await closeDeal(patToken, otherDeal, 'renter.three@example.com', 'Other');
  const valid = await claimLead(patToken);
  await addEmail(patToken, valid, 'tenant.four@example.com');
  await finish(patToken, 'valid');

  const quinnToken = await signIn(quinn.email);
  await claimLead(quinnToken);
  await finish(quinnToken, 'valid');
  // Quinn keeps this one: a lead fetched and not finished.
  await claimLead(quinnToken);

  // Pat's other endings (docs/rules/claiming.md#d5.5): a No Answer, a callback tomorrow and a Not Interested; then a
  // skip, which leaves its lead in the pool with the last one.
  const end = (body: Record<string, unknown>) => call(patToken, 'PATCH', '/rental/complete-task', body);
  await claimLead(patToken);
  await end({ outcome: 'no-answer' });
  await claimLead(patToken);
  await end({ outcome: 'callback', callbackAt: new Date(Date.now() + 86_400_000).toISOString() });
  await claimLead(patToken);
  await end({ outcome: 'not-interested', note: 'Found a place already' });
  await claimLead(patToken);
  await call(patToken, 'PATCH', '/rental/skip', { reason: 'duplicate' });

  const adaToken = await signIn(ada.email);
  await call(adaToken, 'PATCH', `/closedRental/makeFinalClose/${deal._id}`, {
    status: 'done',
  });
  // The do-not-contact list (docs/rules/do-not-contact.md#d5.13): numbers of no lead, so no lead above ends.
  await call(adaToken, 'POST', '/doNotContact', { number: '(507) 555-0190', reason: 'Asked us to stop' });
  await call(await signIn(server.superAdmin.email, server.superAdmin.password), 'POST', '/doNotContact', {
    number: '+44 20 7946 0958',
    reason: 'Complained to the regulator about repeated calls from several pickers of the team',
  });
  await fetch(`${base}/auth/forget-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: pat.email }),
  });

  const account = (key: AccountKey, who: { email: string }): Account => ({
    key,
    email: who.email,
    password: PASSWORD,
    user: TOUR_USERS[key],
  });
  return {
    accounts: {
      'super-admin': { key: 'super-admin', ...server.superAdmin, user: TOUR_USERS['super-admin'] },
      admin: account('admin', ada),
      'team-leader-creator': account('team-leader-creator', cleo),
      'team-leader-picker': account('team-leader-picker', pia),
      'data-creator': account('data-creator', cory),
      'data-picker': account('data-picker', pat),
    },
    pickerName: pat.name,
    validNumber: valid.number,
    dealNumber: formatPhone(dealLead.number),
    resetLink: await server.latestResetLink(),
  };
}
