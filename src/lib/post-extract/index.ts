/**
 * The post extractor for the page (docs/rules/leads.md#d5.22). It lives in src/contract/post-extract,
 * pure code both sides share, because the server imports nothing of the client but src/contract
 * (docs/architecture.md); screens import it from here, as they import the rest of src/lib.
 */
export * from '../../contract/post-extract';
