export * from './commerce.js';
export * from './communication.js';
export * from './content.js';
export * from './users.js';
