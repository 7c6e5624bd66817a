import type { AppContext } from '../../app-context.js';
import type { StorageDeps } from '../storage/deps.js';

/** What the files operations use: the app's context and the storage driver for the bytes. */
export type FilesDeps = { ctx: AppContext; storage: StorageDeps };
