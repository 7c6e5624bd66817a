export * from './constants.js';
export * from './user-types.js';
export * from './password.js';
export * from './profile.js';
