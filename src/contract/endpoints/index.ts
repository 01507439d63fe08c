/** Every call of the API, one declaration each, grouped by area. */
export * from './audit';
export * from './auth';
export * from './counts';
export * from './deals';
export * from './do-not-contact';
export * from './lead-lists';
export * from './leads';
export * from './messages';
export * from './operations';
export * from './people';
export * from './people-lookups';
export * from './reports';
export * from './session';
export * from './sessions';
export * from './settings';
export * from './templates';
export * from './uploads';
