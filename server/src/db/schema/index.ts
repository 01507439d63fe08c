/** Every table of the server's database; drizzle-kit generates the migrations from this file. */
export * from './audit-entries';
export * from './closed-rentals';
export * from './deal-images';
export * from './lead-releases';
export * from './lead-returns';
export * from './messages';
export * from './password-resets';
export * from './pending-imports';
export * from './rate-limits';
export * from './refresh-tokens';
export * from './rental-search';
export * from './rentals';
export * from './report-counts';
export * from './server-secrets';
export * from './settings';
export * from './socket-io-attachments';
export * from './users';
