import { useQuery } from '@tanstack/react-query';
import { listTotpFactors, profileKeys } from '../api/profile-api';

export function useTotpFactors() {
  return useQuery({ queryKey: profileKeys.factors(), queryFn: listTotpFactors });
}
