import type { CorrectionDefaults } from '../components/correction-request-form';
import { isIsoDate } from './dates';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** ?correction=2026-11-20&in=09:41&out=18:30 → the correction form's prefilled values. */
export function correctionFromParams(params: URLSearchParams): CorrectionDefaults | undefined {
  const date = params.get('correction');
  if (!isIsoDate(date)) return undefined;
  const checkIn = params.get('in');
  const checkOut = params.get('out');
  return {
    date,
    ...(checkIn && TIME.test(checkIn) ? { check_in: checkIn } : {}),
    ...(checkOut && TIME.test(checkOut) ? { check_out: checkOut } : {}),
  };
}

/** The requests page with a correction prefilled. */
export function correctionLink(
  requestsPath: string,
  values: { date: string; check_in?: string; check_out?: string },
): string {
  const params = new URLSearchParams({ correction: values.date });
  if (values.check_in) params.set('in', values.check_in);
  if (values.check_out) params.set('out', values.check_out);
  return `${requestsPath}?${params}`;
}
