import type { Contract } from '../contract.ts';
import type { Exchange, Failure } from '../exchange.ts';

/** A named check of one exchange; null when it holds. */
export interface Check {
  name: string;
  run(exchange: Exchange, contract: Contract): Omit<Failure, 'check'> | null;
}
