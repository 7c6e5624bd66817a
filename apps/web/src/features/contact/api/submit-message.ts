import type { ContactReceipt, ContactSubmission } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const contactKeys = {
  all: ['contact'] as const,
  submit: () => [...contactKeys.all, 'submit'] as const,
};

/** POST /api/contact: stores a /contact or /support message and returns its reference number. */
export function submitMessage(message: ContactSubmission): Promise<ContactReceipt> {
  return apiFetch<ContactReceipt>('/api/contact', { method: 'POST', body: message });
}

export function useSubmitMessage() {
  return useMutation({ mutationKey: contactKeys.submit(), mutationFn: submitMessage });
}
