export * from './learning.js';
export * from './social.js';
export * from './tenancy.js';
export * from './users.js';
