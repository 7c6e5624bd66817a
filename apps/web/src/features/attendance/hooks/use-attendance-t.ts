import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the attendance catalogue. */
export const useAttendanceT = () => useCatalogueT(catalogue);
