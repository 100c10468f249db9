export * from './accounts.js';
export * from './hosting.js';
export * from './libraries.js';
export * from './money.js';
export * from './marketing.js';
export * from './compute.js';
export * from './jobs.js';
export * from './mail.js';
