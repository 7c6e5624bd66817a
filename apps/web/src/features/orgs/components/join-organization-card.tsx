import { EmptyState } from '@/components/ui';

/**
 * For Students, Teachers, Employees and In-charges without an organisation: enter a join code (or
 * accept a mailed invitation) and see that the request waits for approval. (Being built.)
 */
export function JoinOrganizationCard() {
  return (
    <EmptyState title="Join your organisation" description="Joining with a code is being built." />
  );
}
