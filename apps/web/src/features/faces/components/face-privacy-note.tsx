import { ShieldCheck } from 'lucide-react';

/** The promise behind face check-in, in plain words (DPDP Act: purpose, consent, erasure). */
export function FacePrivacyNote({ orgName }: { orgName?: string }) {
  return (
    <div className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <ul className="list-disc space-y-1 pl-4">
        <li>
          We keep <strong>128 numbers that describe a face</strong> (a face descriptor) — never a
          photo. The camera picture is analysed on this device and not uploaded.
        </li>
        <li>
          They are used only to recognise this person when checking in
          {orgName ? ` at ${orgName}` : ''}, and only with their consent.
        </li>
        <li>Face data can be deleted at any time; recognition stops immediately.</li>
      </ul>
    </div>
  );
}
