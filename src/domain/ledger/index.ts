export * from './accounts.js';
export * from './postings.js';
export * from './invariants.js';
