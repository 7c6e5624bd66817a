// Zod compiles object schemas with `new Function` when it may, and probes whether it may by
// calling it: our Content-Security-Policy (no 'unsafe-eval') blocks that and the browser reports a
// violation on every page. Zod reads this global configuration when it loads, so this module is
// imported first (main.tsx) and Zod never tries.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};
