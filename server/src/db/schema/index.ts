/** Every table of the server's database; drizzle-kit generates the migrations from this file. */
export * from './password-resets';
export * from './refresh-tokens';
export * from './server-secrets';
export * from './users';
