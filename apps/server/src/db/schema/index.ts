/**
 * Every table, for drizzle-kit, the migrations and the seed. Each file is named after the module whose
 * repositories alone read and write its tables (the rule `table-read-only-by-its-owner` in
 * .dependency-cruiser.cjs): shipped code imports the owner's file, never this one.
 */
export * from './accounts.js';
export * from './banking.js';
export * from './captions.js';
export * from './catalogue.js';
export * from './contact.js';
export * from './earnings.js';
export * from './landing-pages.js';
export * from './learning.js';
export * from './limiters.js';
export * from './mail.js';
export * from './newsletter.js';
export * from './orders.js';
export * from './payments.js';
export * from './reviews.js';
export * from './settings.js';
export * from './terms.js';
