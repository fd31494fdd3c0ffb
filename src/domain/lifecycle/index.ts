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
