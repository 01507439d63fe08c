/** Issue 14: the contract's rules for text the database cannot store and dates outside its range. */
import { describe, expect, it } from 'vitest';
import {
  CloseDealInput,
  CreateAdminInput,
  CreateRentalInput,
  check,
  DEFAULT_SETTINGS,
  FirstSmsInput,
  hasControlCharacters,
  INVALID_EMAIL,
  isCalendarDay,
  ListQuery,
  LoginInput,
  SendMessageInput,
  SettingsInput,
} from './index';

const messages = (r: ReturnType<typeof check>) =>
  r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.path, e.message]));

const rental = {
  facebook_name: 'fb',
  client_name: 'Ana',
  number: '5551234567',
  rent: '$700',
  houseApt_details: 'Two rooms',
  address: 'Calle 50',
  post_link: 'https://facebook.com/post/1',
  ss_link: 'https://facebook.com/shot/1',
};

describe('control characters', () => {
  it('are found: C0 but tab, line feed and carriage return; DEL; C1', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009F',
    ]) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'Ñandú 100% €', '\u00A0', '😀']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('are refused in every text field with its label', () => {
    const nul = (text: string) => `${text}\u0000`;
    expect(
      messages(check(CreateRentalInput, { ...rental, client_name: nul('Ana'), address: nul('x') })),
    ).toEqual({
      client_name: 'Client Name must not contain control characters',
      address: 'Address must not contain control characters',
    });
    expect(messages(check(CreateRentalInput, { ...rental, post_link: nul(rental.post_link) }))).toEqual({
      post_link: 'Post Link must not contain control characters',
    });
    expect(messages(check(CreateRentalInput, { ...rental, ss_link: nul(rental.ss_link) }))).toEqual({
      ss_link: 'Screenshot Link must not contain control characters',
    });
    expect(
      messages(
        check(CreateAdminInput, { name: '\u0000', email: 'a@b.co', contact: '1', password: 'secret' }),
      ),
    ).toEqual({
      name: 'Full Name must not contain control characters',
    });
    expect(messages(check(SendMessageInput, { creatorId: 'c', message: 'hi\u0007' }))).toEqual({
      message: 'Message must not contain control characters',
    });
    expect(messages(check(FirstSmsInput, { ptw_name: 'A\u001B', client_name: 'B' }))).toEqual({
      ptw_name: 'Your name must not contain control characters',
    });
    expect(messages(check(ListQuery, { search: 'abc\u0000', sort: '\u0000' }))).toEqual({
      search: 'Search must not contain control characters',
      sort: 'Sort must not contain control characters',
    });
    expect(
      messages(
        check(CloseDealInput, {
          client_email: 'a@b.co',
          payment_method: 'Other',
          payment_other: 'Zelle\u0000',
        }),
      ),
    ).toEqual({ payment_other: 'Payment method must not contain control characters' });
  });

  it('make an email invalid', () => {
    expect(messages(check(LoginInput, { email: 'a\u0000@b.co', password: 'x' }))).toEqual({
      email: INVALID_EMAIL,
    });
  });

  it('leave tabs and line breaks in text alone', () => {
    expect(check(CreateRentalInput, { ...rental, houseApt_details: 'Two rooms\nBalcony\tview' }).ok).toBe(
      true,
    );
  });
});

describe('calendar days', () => {
  it('must be real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-03-10')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-3-10',
      '+275760-09-13',
      '10000-01-01',
      '',
    ]) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it('run from 2000-01-01 to 9999-12-31 in list queries', () => {
    expect(check(ListQuery, { startDate: '2000-01-01', endDate: '9999-12-31' }).ok).toBe(true);
    expect(messages(check(ListQuery, { startDate: '0000-01-01', endDate: '1999-12-31' }))).toEqual({
      startDate: 'Start date must be between 2000-01-01 and 9999-12-31',
      endDate: 'End date must be between 2000-01-01 and 9999-12-31',
    });
    expect(messages(check(ListQuery, { startDate: '+275760-09-13', endDate: '2026-02-30' }))).toEqual({
      startDate: 'Start date must be a date (YYYY-MM-DD)',
      endDate: 'End date must be a date (YYYY-MM-DD)',
    });
  });
});

describe('the hold start', () => {
  const hold = (holdEnabledAt: unknown) =>
    messages(check(SettingsInput, { ...DEFAULT_SETTINGS, holdEnabledAt })).holdEnabledAt;

  it('is an ISO instant with its offset, as the form sends it', () => {
    for (const value of [
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T15:00Z',
      '2026-03-02T15:00:00.123456Z',
      '2026-03-02T10:00:00-05:00',
      '2000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      null,
    ]) {
      expect(hold(value), String(value)).toBeUndefined();
    }
    for (const value of [
      '1',
      'yesterday',
      '2026-03-02T15:00:00',
      '2026-03-02',
      '2026-02-30T10:00:00Z',
      '2026-03-02T24:30:00Z',
      -10000,
    ]) {
      expect(hold(value), String(value)).toBe('Hold Enabled At must be a date and time');
    }
  });

  it('lies from 2000 to the end of 9999, offsets counted', () => {
    for (const value of [
      '-010000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '+020266-03-02T15:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:00:00.000+00:01',
      '9999-12-31T23:00:00.000-05:00',
    ]) {
      expect(hold(value), value).toBe('Hold Enabled At must be between 2000-01-01 and 9999-12-31');
    }
  });
});
