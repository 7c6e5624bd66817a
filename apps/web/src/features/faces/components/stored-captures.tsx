import type { FaceCapture } from '../api/faces-api';
import { formatDateTime } from '../utils/format';
import { useFacesT } from '../hooks/use-faces-t';

/** What is stored about a face, capture by capture: when, how good, which model, consent time. */
export function StoredCaptures({ captures }: { captures: FaceCapture[] }) {
  const t = useFacesT();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('faces.captures.caption')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('faces.captures.saved')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('faces.captures.quality')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('faces.captures.consent')}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t('faces.captures.model')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {captures.map((capture) => (
            <tr key={capture.id}>
              <td className="px-3 py-2 text-slate-900">{formatDateTime(capture.created_at)}</td>
              <td className="px-3 py-2 tabular-nums">{capture.quality.toFixed(2)}</td>
              <td className="px-3 py-2">{formatDateTime(capture.consent_at)}</td>
              <td className="hidden px-3 py-2 text-slate-600 sm:table-cell">
                {capture.model.replace(/_model$/, '').replace('/face_recognition', '')}{' '}
                {capture.model_version}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
