export * from './auth.js';
export * from './config.js';
export * from './constants.js';
export * from './errors.js';
export * from './pagination.js';
export * from './routes.js';
export * from './streams.js';
export * from './user.js';
