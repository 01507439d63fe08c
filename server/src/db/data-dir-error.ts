/** A data folder the server cannot use as it is: said in one line, with what to do, never a stack trace. */
export class DataDirError extends Error {}
