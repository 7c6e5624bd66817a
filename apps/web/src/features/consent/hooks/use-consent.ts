import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerLink,
  type ConsentStatus,
  type ConsentSubject,
  consentKeys,
  fetchConsentStatus,
  fetchDataRegister,
  fetchLinkView,
  fetchRetention,
  recordPaperConsent,
  saveDateOfBirth,
  saveRetention,
  sendConsentLink,
  withdrawConsent,
} from '../api/consent-api';

/** The face-consent status of a member (staff) or of the caller in an organisation. */
export function useFaceConsent(who: ConsentSubject, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: consentKeys.status(who),
    queryFn: () => fetchConsentStatus(who),
    enabled: options.enabled ?? true,
  });
}

/** Staff actions on one student's consent; every answer refreshes the status and face data. */
export function useConsentActions(memberId: string) {
  const queryClient = useQueryClient();
  const settle = (status: ConsentStatus) => {
    queryClient.setQueryData(consentKeys.status({ memberId }), status);
    void queryClient.invalidateQueries({ queryKey: ['faces'] });
  };
  return {
    birth: useMutation({
      mutationFn: (date: string | null) => saveDateOfBirth(memberId, date),
      onSuccess: settle,
    }),
    paper: useMutation({
      mutationFn: (input: { position: number; note: string }) =>
        recordPaperConsent(memberId, input.position, input.note),
      onSuccess: settle,
    }),
    link: useMutation({
      mutationFn: (position: number) => sendConsentLink(memberId, position),
    }),
    withdraw: useMutation({
      mutationFn: (note: string) => withdrawConsent(memberId, note),
      onSuccess: settle,
    }),
  };
}

export function useGuardianLink(token: string) {
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: consentKeys.link(token),
    queryFn: () => fetchLinkView(token),
    enabled: Boolean(token),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (decision: 'give' | 'withdraw') => answerLink(token, decision),
    onSuccess: (next) => queryClient.setQueryData(consentKeys.link(token), next),
  });
  return { view, answer };
}

export function useRetention(orgId: string) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: consentKeys.retention(orgId),
    queryFn: () => fetchRetention(orgId),
  });
  const save = useMutation({
    mutationFn: (days: number) => saveRetention(orgId, days),
    onSuccess: (saved) => {
      queryClient.setQueryData(consentKeys.retention(orgId), saved);
      void queryClient.invalidateQueries({ queryKey: consentKeys.register(orgId) });
    },
  });
  return { settings, save };
}

export function useDataRegister(orgId: string) {
  return useQuery({
    queryKey: consentKeys.register(orgId),
    queryFn: () => fetchDataRegister(orgId),
  });
}
