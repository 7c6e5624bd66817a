import { PAYROLL_COLUMNS, type PayrollColumn, type PayrollLayout } from '@ias/shared';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  FormField,
  Input,
  SkeletonList,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useCreateLayout, useDeleteLayout, useUpdateLayout } from '../hooks/use-payroll';
import { usePayrollT } from '../hooks/use-payroll-t';
import { columnLabel } from './labels';

/**
 * The saved column layouts: the list (edit, delete after asking) and the form to make or change
 * one — a name and the chosen columns in order (added from the list, moved up or down).
 */
export function LayoutsDialog({
  orgId,
  layouts,
  isLoading,
  onOpenChange,
  onDeleted,
}: {
  orgId: string;
  layouts: PayrollLayout[];
  isLoading: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
}) {
  const t = usePayrollT();
  const [editing, setEditing] = useState<PayrollLayout | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PayrollLayout | null>(null);
  const remove = useDeleteLayout(orgId);
  if (editing)
    return (
      <LayoutForm
        orgId={orgId}
        layout={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <>
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={t('payroll.layouts.title')}
        description={t('payroll.layouts.description')}
        size="lg"
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('payroll.layouts.close')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('payroll.layouts.new')}</Button>
          </>
        }
      >
        {isLoading ? (
          <SkeletonList rows={3} label={t('payroll.loading')} />
        ) : layouts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payroll.layouts.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="payroll-layouts">
            {layouts.map((layout) => (
              <li key={layout.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{layout.name}</p>
                  <p className="text-xs text-slate-500">
                    {t('payroll.layouts.columnsCount', { count: layout.columns.length })}:{' '}
                    {layout.columns.map((c) => columnLabel(t, c)).join(' · ')}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setEditing(layout)}>
                  {t('payroll.layouts.edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(layout)}>
                  {t('payroll.layouts.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('payroll.layouts.deleteTitle', { name: deleting.name })}
          description={t('payroll.layouts.deleteDescription')}
          confirmLabel={t('payroll.layouts.delete')}
          isPending={remove.isPending}
          error={remove.error ? describeError(remove.error) : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                onDeleted(deleting.id);
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}

function LayoutForm({
  orgId,
  layout,
  onDone,
}: {
  orgId: string;
  layout: PayrollLayout | null;
  onDone: () => void;
}) {
  const t = usePayrollT();
  const create = useCreateLayout(orgId);
  const update = useUpdateLayout(orgId);
  const [name, setName] = useState(layout?.name ?? '');
  const [columns, setColumns] = useState<PayrollColumn[]>(
    layout?.columns ?? ['employee_code', 'full_name', 'working_days', 'payable_days'],
  );
  const [problem, setProblem] = useState<'name' | 'columns' | null>(null);
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const move = (index: number, by: -1 | 1) =>
    setColumns((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('name');
    if (!columns.length) return setProblem('columns');
    setProblem(null);
    const input = { name: name.trim(), columns };
    if (layout) update.mutate({ id: layout.id, changes: input }, { onSuccess: onDone });
    else create.mutate(input, { onSuccess: onDone });
  };
  const available = PAYROLL_COLUMNS.filter((c) => !columns.includes(c));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onDone()}
      title={
        layout ? t('payroll.form.editTitle', { name: layout.name }) : t('payroll.form.newTitle')
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onDone} disabled={saving}>
            {t('payroll.form.cancel')}
          </Button>
          <Button type="submit" form="payroll-layout-form" isLoading={saving}>
            {t('payroll.form.save')}
          </Button>
        </>
      }
    >
      <form id="payroll-layout-form" className="space-y-4" onSubmit={submit} noValidate>
        <FormField
          label={t('payroll.form.name')}
          isRequired
          error={problem === 'name' ? t('payroll.form.nameRequired') : undefined}
        >
          <Input
            value={name}
            maxLength={80}
            placeholder={t('payroll.form.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('payroll.form.chosen')}</legend>
          {problem === 'columns' ? (
            <p className="text-sm font-medium text-red-700">{t('payroll.form.noColumns')}</p>
          ) : null}
          <ol className="space-y-1" data-testid="payroll-layout-columns">
            {columns.map((column, index) => {
              const label = columnLabel(t, column);
              return (
                <li
                  key={column}
                  className="flex items-center gap-1 rounded-md border border-slate-200 px-2 py-1"
                >
                  <span className="min-w-0 flex-1 text-sm text-slate-800">
                    {index + 1}. {label}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('payroll.form.up', { column: label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('payroll.form.down', { column: label })}
                    disabled={index === columns.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('payroll.form.remove', { column: label })}
                    onClick={() => setColumns((current) => current.filter((c) => c !== column))}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
        </fieldset>
        {available.length ? (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">{t('payroll.form.available')}</p>
            <div className="flex flex-wrap gap-2">
              {available.map((column) => {
                const label = columnLabel(t, column);
                return (
                  <Button
                    key={column}
                    variant="outline"
                    size="sm"
                    aria-label={t('payroll.form.add', { column: label })}
                    onClick={() => setColumns((current) => [...current, column])}
                  >
                    <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                    {label}
                  </Button>
                );
              })}
            </div>
          </div>
        ) : null}
        {error ? <Alert variant="error">{describeError(error)}</Alert> : null}
      </form>
    </Dialog>
  );
}
