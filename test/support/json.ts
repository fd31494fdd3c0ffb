/**
 * A JSON answer as a test reads it: by the contract's field names, each read checked by the
 * assertion that follows. Its shape is what the test asserts, so it is not typed ahead; this
 * is the one place tests opt out of typing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the assertions are the type
export type Json = any;
