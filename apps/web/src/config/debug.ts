/**
 * SPEC.md §2 debug check: allowed only on a local host — localhost, a loopback IP address, or a
 * name ending .local or .test — and only when the server's debug flag is on.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host.endsWith('.local') ||
    host.endsWith('.test')
  );
}

export function isDebugAllowed(hostname: string, isDebugFlagOn: boolean): boolean {
  return isDebugFlagOn && isLocalHost(hostname);
}
