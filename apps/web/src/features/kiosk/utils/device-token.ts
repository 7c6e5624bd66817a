/** Where this browser keeps its kiosk token (shown once by the server, so it must survive reloads). */
const TOKEN_KEY = 'ias-kiosk-token';
const DEVICE_KEY = 'ias-kiosk-device';

export type StoredKiosk = { token: string; deviceId: string; name: string; orgId: string };

export function readKiosk(): StoredKiosk | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const device = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as Omit<
      StoredKiosk,
      'token'
    > | null;
    return token && device ? { token, ...device } : null;
  } catch {
    return null;
  }
}

export function storeKiosk(kiosk: StoredKiosk) {
  localStorage.setItem(TOKEN_KEY, kiosk.token);
  localStorage.setItem(
    DEVICE_KEY,
    JSON.stringify({ deviceId: kiosk.deviceId, name: kiosk.name, orgId: kiosk.orgId }),
  );
}

export function forgetKiosk() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(DEVICE_KEY);
}
