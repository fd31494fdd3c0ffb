/** The pure lifecycle core: see docs/lifecycle.md. */
export * from './snapshot.js';
export * from './commands.js';
export * from './actor.js';
export * from './decision.js';
export * from './machine.js';
export * from './patch.js';
export * from './queries.js';
export * from './describe.js';
export * from './status-code.js';
export * from './facts.js';
export { payerOnlyMessage, payerRefusal } from './payment-choice.js';
export { payeesOnlyMessage } from './payout-choice.js';
export { validateCommand, MAX_ADVANCE_SECONDS, MAX_BATCH_SIZE, MAX_INSPECTION_PERIOD, MAX_REASON_LENGTH } from './validate.js';
export { toDomainError } from './errors.js';
