export * from './commerce.js';
export * from './communication.js';
export * from './content.js';
export * from './learning.js';
export * from './payments.js';
export * from './users.js';
