import { useQuery } from '@tanstack/react-query';
import { authStore } from '../stores/auth';
import { registrationDraft } from '../stores/registration-draft';

/** A `?code=` is single-use, so each is exchanged once per page even if React renders twice. */
const exchanges = new Map<string, Promise<{ isMfaRequired: boolean }>>();

async function exchangeOnce(code: string) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = authStore.exchangeCode(code);
    exchanges.set(code, pending);
  }
  return pending;
}

/** Applies details chosen on /register/details before the person left for Google. */
async function applyPendingGoogleSignUp(): Promise<void> {
  const details = registrationDraft.takeGoogleDetails();
  const { profile } = authStore.getState();
  if (!details || !profile) return;
  registrationDraft.clear();
  if (!profile.user_type) await authStore.chooseUserType(details.user_type);
  const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  await authStore.updateProfile({
    full_name: details.full_name.trim() || profile.full_name,
    company_name: blankToNull(details.company_name),
    employees: blankToNull(details.employees),
    business_type: blankToNull(details.business_type),
    phone: blankToNull(details.phone),
  });
}

/**
 * Finishes a PKCE redirect: exchanges the code for a session, then (after Google sign-up) stores
 * the chosen details. The error is the auth server's, from the URL or from the exchange.
 */
export function useCodeExchange(code: string | null, urlError: string | null, isEnabled = true) {
  return useQuery({
    queryKey: ['auth', 'code-exchange', code, urlError],
    queryFn: async () => {
      if (urlError) throw new Error(urlError);
      if (!code) throw new Error('This sign-in link is incomplete. Please start again.');
      const result = await exchangeOnce(code);
      if (!result.isMfaRequired) {
        await applyPendingGoogleSignUp().catch((error: unknown) => {
          console.warn('Saving the sign-up details failed', error);
        });
      }
      return result;
    },
    enabled: isEnabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
