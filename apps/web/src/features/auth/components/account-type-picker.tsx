import { forwardRef, type InputHTMLAttributes } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';
import { ACCOUNT_TYPES } from '../utils/account-types';

type PickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  value?: string;
  error?: string;
};

/** Radio cards for the self-service account types (keyboard: arrows move between types). */
export const AccountTypePicker = forwardRef<HTMLInputElement, PickerProps>(
  function AccountTypePicker({ value, error, name, onChange, onBlur }, ref) {
    const t = useCatalogueT(catalogue);
    return (
      <fieldset aria-describedby={error ? 'account-type-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t('auth.register.signingUpAs')}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPES.map(({ type, title, summary, Icon }) => {
            const isChecked = value === type;
            return (
              <label
                key={type}
                className={cn(
                  'relative flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2',
                  isChecked
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                )}
              >
                <input
                  ref={ref}
                  type="radio"
                  name={name}
                  value={type}
                  checked={isChecked}
                  onChange={onChange}
                  onBlur={onBlur}
                  className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
                />
                <span
                  className={cn(
                    'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg',
                    isChecked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{t(title)}</span>
                  <span className="block text-xs leading-snug text-slate-600">{t(summary)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p id="account-type-error" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
);
