/** Every call of the API, one declaration each, grouped by area. */
export * from './settings';
