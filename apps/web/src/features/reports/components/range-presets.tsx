import { cn } from '@/lib/cn';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { PRESET_LABEL, type PresetId } from '../utils/presets';

/** One-click ranges ("This month", "Last pay period" …) as toggle buttons. */
export function RangePresets({
  presets,
  value,
  onChoose,
}: {
  presets: PresetId[];
  value: PresetId;
  onChoose: (preset: PresetId) => void;
}) {
  const t = useCatalogueT(catalogue);
  return (
    <div role="group" aria-label={t('reports.preset.label')} className="flex flex-wrap gap-2">
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={value === preset}
          onClick={() => onChoose(preset)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            value === preset
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {t(PRESET_LABEL[preset])}
        </button>
      ))}
    </div>
  );
}
