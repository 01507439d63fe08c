/** The API contract shared by widgets and server: schemas with the spec's messages, enums, limits, shapes. */
export * from './auth';
export * from './deals';
export * from './endpoint';
export * from './endpoints';
export * from './enums';
export * from './lead-export';
export * from './lists';
export * from './messages';
export * from './phone';
export * from './picker-scope';
export * from './rental';
export * from './rules';
export * from './settings';
export * from './types';
export * from './uploads';
export * from './users';
export * from './validate';
