import { describe, expect, it } from 'vitest';
import {
  AddClientEmailInput,
  BypassInput,
  CloseDealInput,
  CreateAdminInput,
  CreateDataCreatorInput,
  CreateRentalInput,
  CreateTeamLeaderInput,
  check,
  checkOtherPayment,
  ForgetPasswordInput,
  ListQuery,
  LoginInput,
  normalizeNumber,
  ResetPasswordInput,
  SendMessageInput,
  SettingsInput,
  searchQuery,
  UpdateLimitedStaffInput,
} from './index';

const messages = (r: ReturnType<typeof check>) =>
  r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.path, e.message]));

describe('contract messages (docs/rules, word for word)', () => {
  it('login requires email and password', () => {
    expect(messages(check(LoginInput, {}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(check(LoginInput, { email: '   ', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('login trims the email and keeps the password as typed', () => {
    const r = check(LoginInput, { email: '  a@b.co ', password: ' secret ' });
    expect(r).toEqual({ ok: true, value: { email: 'a@b.co', password: ' secret ' } });
  });

  it('forget password requires an email', () => {
    expect(messages(check(ForgetPasswordInput, { email: '' }))).toEqual({ email: 'Email is required' });
  });

  it('reset password requires a new password of at least 6 characters', () => {
    expect(messages(check(ResetPasswordInput, { email: 'a@b.co' }))).toEqual({
      newPassword: 'New Password is required',
    });
    expect(messages(check(ResetPasswordInput, { email: 'a@b.co', newPassword: '12345' }))).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect(check(ResetPasswordInput, { email: 'a@b.co', newPassword: '123456' }).ok).toBe(true);
  });

  it('rental create: required, lengths and urls', () => {
    expect(messages(check(CreateRentalInput, {}))).toEqual({
      facebook_name: 'Facebook Name is required',
      client_name: 'Client Name is required',
      number: 'Number is required',
      rent: 'Rent is required',
      houseApt_details: 'House/Apt Details is required',
      address: 'Address is required',
      post_link: 'Post Link is required',
    });
    const long = check(CreateRentalInput, {
      facebook_name: 'x'.repeat(51),
      client_name: 'x'.repeat(51),
      number: '555 123 4567',
      rent: 'x'.repeat(31),
      houseApt_details: 'x'.repeat(101),
      address: 'x'.repeat(101),
      post_link: 'not a url',
      ss_link: 'ftp://x',
    });
    expect(messages(long)).toEqual({
      facebook_name: 'Maximum 50 characters allowed',
      client_name: 'Maximum 50 characters allowed',
      rent: 'Maximum 30 characters allowed',
      houseApt_details: 'Maximum 100 characters allowed',
      address: 'Maximum 100 characters allowed',
      post_link: 'Please enter a valid URL',
      ss_link: 'Please enter a valid URL',
    });
  });

  it('create forms name every missing choice', () => {
    expect(messages(check(CreateAdminInput, {}))).toEqual({
      name: 'Full Name is required',
      email: 'Email is required',
      contact: 'Contact is required',
      password: 'Password is required',
    });
    expect(
      messages(
        check(CreateTeamLeaderInput, { name: 'A', email: 'a@b.co', contact: '1', password: '123456' }),
      ),
    ).toEqual({
      admin_email: 'Admin is required',
      assignFor: 'Assigning is required',
    });
    expect(
      messages(
        check(CreateDataCreatorInput, {
          name: 'A',
          email: 'a@b.co',
          contact: 'abc',
          password: '123456',
          admin_email: 'x@y.co',
        }),
      ),
    ).toEqual({ contact: 'Contact must be a phone number', team_leader_email: 'Team Leader is required' });
  });

  it('limits are whole numbers of 0 or more, typed or numeric', () => {
    expect(check(UpdateLimitedStaffInput, { limit: '25' })).toEqual({ ok: true, value: { limit: 25 } });
    expect(messages(check(UpdateLimitedStaffInput, { limit: -1 }))).toEqual({
      limit: 'Limit must be at least 0',
    });
    expect(messages(check(UpdateLimitedStaffInput, { limit: 'abc' }))).toEqual({
      limit: 'Limit must be a whole number',
    });
  });

  it('message to creator: at most 100 characters, never blank', () => {
    expect(messages(check(SendMessageInput, { creatorId: 'c', message: '  ' }))).toEqual({
      message: 'Message is required',
    });
    expect(messages(check(SendMessageInput, { creatorId: 'c', message: 'x'.repeat(101) }))).toEqual({
      message: 'Maximum 100 characters allowed',
    });
  });

  it('deal close: email, payment method, and the text of Other', () => {
    expect(messages(check(CloseDealInput, {}))).toEqual({
      client_email: 'Client Email is required',
      payment_method: 'Payment method is required',
    });
    const other = check(CloseDealInput, { client_email: 'c@d.co', payment_method: 'Other' });
    expect(other.ok && checkOtherPayment(other.value)).toBe('Please describe the payment method');
  });

  it('add email, bypass, search', () => {
    expect(messages(check(AddClientEmailInput, {}))).toEqual({ client_email: 'Client Email is required' });
    expect(messages(check(BypassInput, {}))).toEqual({ admin_email: 'Admin email is required' });
    expect(searchQuery('   ')).toEqual({ error: 'Please enter a valid search query.' });
    expect(searchQuery(' ann ')).toEqual({ query: 'ann' });
  });

  it('settings: minimum 0 and the leads types', () => {
    const r = check(SettingsInput, {
      delayTime: -1,
      isDelayEnabled: false,
      holdTime: 0,
      isHoldEnabled: false,
      holdEnabledAt: null,
      leadsType: 'sideways',
    });
    expect(messages(r)).toEqual({
      delayTime: 'Delay Time must be at least 0',
      leadsType: 'Leads Type is not a valid choice',
    });
  });

  it('list queries cap the page size at 100 and read dates as days', () => {
    expect(check(ListQuery, { page: '2', limit: '50' })).toEqual({ ok: true, value: { page: 2, limit: 50 } });
    expect(messages(check(ListQuery, { limit: '101', startDate: '2026-13-45' }))).toEqual({
      limit: 'Limit must be at most 100',
      startDate: 'Start date must be a date (YYYY-MM-DD)',
    });
  });

  it('phone numbers are made E.164, read as US numbers by default (phone.test.ts has the rest)', () => {
    expect(normalizeNumber('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalizeNumber('555.123.4567')).toBe('+15551234567');
  });
});

describe('unknown keys', () => {
  it('are dropped instead of failing the call', () => {
    expect(check(LoginInput, { email: 'a@b.co', password: 'x', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'x' },
    });
  });
});
