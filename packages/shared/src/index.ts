export * from './constants.js';
export * from './user-types.js';
export * from './password.js';
export * from './profile.js';
export * from './contact.js';
export * from './database-demo.js';
export * from './account-forms.js';
export * from './orgs.js';
