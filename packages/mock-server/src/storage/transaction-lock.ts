/** `await lock()` waits for the holders before it and gives the function that lets the next one in. */
export type TransactionLock = () => Promise<() => void>;

/**
 * A FIFO lock. The standalone server runs one request at a time through the handlers, so a handler
 * that awaits between its checks and its writes (balance, then debit; free name, then create) is
 * never interleaved with another: every request is one transaction, as a real backend's database
 * would make it. Saving takes it too, to read the database between two transactions.
 */
export function createTransactionLock(): TransactionLock {
  let tail: Promise<void> = Promise.resolve();
  return async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => released);
    await previous;
    return release;
  };
}
