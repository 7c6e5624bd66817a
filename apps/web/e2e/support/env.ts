import { tmpdir } from 'node:os';
import path from 'node:path';

/** Values the global setup and the tests share (the port comes from playwright.config.ts). */
export const E2E = {
  port: Number(process.env.E2E_PORT),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  },
  /** Fixed for the run so tests can derive the service-role key (createKeys). */
  jwtSecret: 'e2e-jwt-secret-that-is-long-enough-for-hs256-0123456789',
  /** Each mail the SMTP receiver gets is written here as JSON. */
  get mailDir() {
    return path.join(tmpdir(), `ias-e2e-${this.port}`, 'mail');
  },
  get runDir() {
    return path.join(tmpdir(), `ias-e2e-${this.port}`);
  },
};
