/** Tables of the learning area (spec 02), one file per part. */
export * from './learning-content.js';
export * from './learning-media.js';
export * from './learning-services.js';
export * from './learning-streams.js';
