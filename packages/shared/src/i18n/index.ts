export * from './locales.js';
export * from './format.js';
