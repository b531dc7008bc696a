// Zod-free: screens read these at render time, before their form code loads.

/** Length as JSON Schema counts it: code points, not UTF-16 units. */
export const codePoints = (value: string): number => [...value].length;

/** The length bounds and allowed values of each operation's string fields, keyed by operationId (from the contract). */
export * as requestLengths from './generated/request-lengths';
