import { useQuery } from '@tanstack/react-query';
import { loadAppConfig } from '@/lib/app-config';
import { systemKeys } from '../api/get-health';

/** GET /api/config (fetched once per page; see lib/app-config). */
export function useAppConfig() {
  return useQuery({ queryKey: systemKeys.config(), queryFn: loadAppConfig, staleTime: Infinity });
}
