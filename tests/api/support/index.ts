/**
 * The API tests' shared fixtures, one file per kind of thing:
 * - server.ts: the real server (`startTestServer`, `startLeadsServer` with a standing clock,
 *   `startSecondServer`), `login`; app-pool.ts: the worker's app lent to each file with its database
 *   put back, or a file's own app; pool-run.ts: the suites' global setup that names a run's pooled
 *   databases and removes them;
 * - clock.ts: clocks the tests move by hand;
 * - staff.ts: users and groups of staff (`addUser`, `buildGroup`, `buildTeam`), tokens, the super-admin;
 * - leads.ts: leads inserted in the state a case needs (`addLeads`, `createdBy`, `pickedBy`, `heldBy`);
 * - hand-backs.ts: a picker's hold ended through the API by a verdict, an outcome or a skip (`endHold`);
 * - lists.ts, uploads.ts, deals.ts: calls and payloads of those areas (lists, spreadsheets, deal forms);
 * - database.ts: raw SQL, settings, snapshots; hostile.ts: hostile input and what it must leave alone;
 * - two-factor.ts: a user set up for two-factor (`enrolTwoFactor`), the code of now (`codeOf`), a
 *   sign-in's first step (`passwordStep`);
 * - mail.ts: the outbox; fresh-database.ts: a migrated database per server; run-script.ts: a
 *   project script in a child process (`runScript`);
 * - hold-data-dir.ts: a child process for single-process.test.ts (not exported);
 * - oidc-provider.ts: a real OpenID provider in-process (`startTestProvider`), oidc-browser.ts: the
 *   server with it (`startSsoServer`) and a browser's way through it over HTTP, and sso-page.ts: that
 *   way as the login's page goes it, with its key (not exported: imported by path, so only the single
 *   sign-on suites load oidc-provider).
 */
export * from './clock';
export * from './database';
export * from './deals';
export * from './fresh-database';
export * from './hand-backs';
export * from './hostile';
export * from './leads';
export * from './lists';
export * from './mail';
export * from './run-script';
export * from './server';
export * from './staff';
export * from './two-factor';
export * from './uploads';
