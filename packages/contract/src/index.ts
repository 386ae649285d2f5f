export * from './accounts.js';
export * from './common.js';
export * from './errors.js';
export * from './geo.js';
export * from './limits.js';
