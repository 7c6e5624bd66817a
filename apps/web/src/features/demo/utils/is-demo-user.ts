/** Whether a signed-in user is one of the shared /demo accounts (the server marks them). */
export function isDemoUser(user: { app_metadata?: Record<string, unknown> } | null | undefined) {
  return user?.app_metadata?.demo === true;
}
