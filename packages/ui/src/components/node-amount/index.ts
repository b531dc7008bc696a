export { NodeAmount, NodeIcon, formatNodeAbbreviation, formatNodeAmount } from './node-amount';
export type { NodeAmountProps } from './node-amount';
