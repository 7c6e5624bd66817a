import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import { createDiskDriver } from './disk-driver.js';
import type { StorageDriver } from './driver.js';

/** The storage driver for this configuration: local disk under `<DATA_DIR>/storage`. */
export function storageDriverFor(config: AppConfig): StorageDriver {
  return createDiskDriver(path.join(config.dataDir, 'storage'));
}
