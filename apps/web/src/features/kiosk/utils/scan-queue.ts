import type { KioskCheckInInput } from '@ias/shared';

/** A scan waiting to reach the server: the exact request, with the kiosk's id and scan time. */
export type QueuedScan = KioskCheckInInput & {
  /** A face scan the server verifies: the challenge's nonce and the frames (never kept offline). */
  challenge?: string;
  frames?: string[];
  client_id: string;
  at: string;
  /** What the screen shows for it ("Card 10023", "Face", "ID card QR"). */
  label: string;
};

/** Where queued scans live. IndexedDB on the kiosk; memory in tests. */
export type ScanStore = {
  add(scan: QueuedScan): Promise<void>;
  all(): Promise<QueuedScan[]>;
  remove(clientId: string): Promise<void>;
};

const STORE = 'scans';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Queued scans in IndexedDB, one database per kiosk device, keyed by client_id: adding the same
 * scan twice keeps one copy, and the queue survives reloads, crashes and power cuts.
 */
export class IndexedDbScanStore implements ScanStore {
  private db: Promise<IDBDatabase>;

  constructor(deviceId: string) {
    this.db = new Promise((resolve, reject) => {
      const open = indexedDB.open(`ias-kiosk-${deviceId}`, 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore(STORE, { keyPath: 'client_id' });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
  }

  private async tx(mode: IDBTransactionMode) {
    return (await this.db).transaction(STORE, mode).objectStore(STORE);
  }

  async add(scan: QueuedScan) {
    await request((await this.tx('readwrite')).put(scan));
  }

  async all() {
    const scans = await request((await this.tx('readonly')).getAll() as IDBRequest<QueuedScan[]>);
    return scans.sort((a, b) => a.at.localeCompare(b.at));
  }

  async remove(clientId: string) {
    await request((await this.tx('readwrite')).delete(clientId));
  }
}

export class MemoryScanStore implements ScanStore {
  private scans = new Map<string, QueuedScan>();
  async add(scan: QueuedScan) {
    this.scans.set(scan.client_id, scan);
  }
  async all() {
    return [...this.scans.values()].sort((a, b) => a.at.localeCompare(b.at));
  }
  async remove(clientId: string) {
    this.scans.delete(clientId);
  }
}
