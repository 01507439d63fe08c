/** The closed vocabularies of the product (docs/glossary.md), shared by widgets and server. */
import type { CountryCode } from 'libphonenumber-js/min';

export const ROLES = ['super-admin', 'admin', 'team-leader', 'data-creator', 'data-picker'] as const;
export type Role = (typeof ROLES)[number];

export const ASSIGN_FOR = ['rental-creator', 'rental-picker'] as const;
export type AssignFor = (typeof ASSIGN_FOR)[number];
export const ASSIGN_FOR_LABELS: Record<AssignFor, string> = {
  'rental-creator': 'Rental Creator',
  'rental-picker': 'Rental Picker',
};

export const LEADS_TYPES = ['auto', 'random', 'oldest', 'newest'] as const;
export type LeadsType = (typeof LEADS_TYPES)[number];

export const NUMBER_STATUSES = ['valid', 'invalid'] as const;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];

export const CLOSED_STATUSES = ['in-process', 'done', 'failed'] as const;
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

/** As the status filter reads them (docs/rules/deals.md: All, In Process, Done, Failed). */
export const CLOSED_STATUS_LABELS: Record<ClosedStatus, string> = {
  'in-process': 'In Process',
  done: 'Done',
  failed: 'Failed',
};

/** 'Other' is a choice in the form only: the free text the picker types is what gets stored. */
export const PAYMENT_METHODS = [
  'trans-union',
  'identity-force',
  'debit',
  'spike',
  'choice-credit',
  'trail',
  'Other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** docs/rules/screens.md#d8: the option labelled 20 means 20 everywhere. */
export const PAGE_SIZES = [20, 30, 50, 70, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Limits of fields other than a lead's own (those are in lead-fields.ts), and of numbers and links anywhere. */
export const FIELD_MAX = {
  number: 30,
  message: 100,
  name: 100,
  email: 254,
  contact: 20,
  password: 128,
  url: 2048,
} as const;

export const MIN_PASSWORD = 6;

export const DEFAULT_PICKER_LIMIT = 100;
export const DEFAULT_ADMIN_LIMIT = 5000;

/** Dates display and day boundaries follow this zone (docs/rules/auth.md#d3.5). */
export const BUSINESS_TIME_ZONE = 'America/Panama';

/** An ISO 3166 two-letter country code the phone metadata knows ('US', 'PA', 'GB'…). */
export type PhoneCountry = CountryCode;

/**
 * Numbers written without + and a country code are this country's (docs/decisions.md#p53): the server's
 * PHONE_COUNTRY and the page's rl-phone-country default to it. Here, not in phone.ts, so that reading
 * the setting does not load the phone metadata.
 */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';
