/**
 * What a TypeScript host gets with the suite's types: each element's type (also declared in
 * HTMLElementTagNameMap, so `document.querySelector('rl-collect')` is typed) and every `rl-*` event
 * with its detail (also declared in GlobalEventHandlersEventMap, so `addEventListener('rl-signed-in', …)`
 * is typed on any element, the document and the window).
 */
export type { RlAddEmailElement } from './add-email.element';
export type { RlAllLeadsElement } from './all-leads.element';
export type { RlAuditLogElement } from './audit-log.element';
export type { RlBulkUploadElement } from './bulk-upload.element';
export type { RlBypassRentalsElement } from './bypass-rentals.element';
export type { RlClientDataElement } from './client-data.element';
export type { RlClientDetailsElement } from './client-details.element';
export type { RlCloseDealElement } from './close-deal.element';
export type { RlCollectElement } from './collect.element';
export type { RlCreateRentalElement } from './create-rental.element';
export type { RlCreateUserElement } from './create-user.element';
export type { RlDealListElement } from './deal-list.element';
export type { RlDoNotContactElement } from './do-not-contact.element';
export type { RlForgetPasswordElement } from './forget-password.element';
export type { RlIntegrationsElement } from './integrations.element';
export type { RlLoginElement } from './login.element';
export type { RlMakeInvalidElement } from './make-invalid.element';
export type { RlMessageTemplatesElement } from './message-templates.element';
export type { RlMyLeadsElement } from './my-leads.element';
export type { RlNotFoundElement } from './not-found.element';
export type { RlNotificationBellElement } from './notification-bell.element';
export type { RlOpsBoardElement } from './ops-board.element';
export type { RlPickedLeadsElement } from './picked-leads.element';
export type { RlProfileElement } from './profile.element';
export type { RlReportsElement } from './reports.element';
export type { RlResetPasswordElement } from './reset-password.element';
export type { RlSettingsElement } from './settings.element';
export type { RlShellElement } from './shell.element';
export type { RlUserTableElement } from './user-table.element';

/** Every `rl-*` tag and its element type. */
export type RlElementTagNameMap = {
  [T in Extract<keyof HTMLElementTagNameMap, `rl-${string}`>]: HTMLElementTagNameMap[T];
};

/** Every `rl-*` event of the suite and its CustomEvent type. */
export type RlEventMap = {
  [K in Extract<keyof GlobalEventHandlersEventMap, `rl-${string}`>]: GlobalEventHandlersEventMap[K];
};
