import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactSubmission,
  formatNumber,
  formatTime,
  SUPPORT_CATEGORIES,
} from '@ias/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, Button, FormField, Input, Select, Textarea } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { Trans } from '@lingui/react';
import { catalogue } from '../catalogue';
import { CATEGORY, TOPIC, translateFieldError } from '../utils/labels';
import { useSubmitMessage } from '../api/submit-message';
import { type SubmissionProblem, toSubmissionProblem } from '../utils/submission-error';
import {
  initialValues,
  isFormField,
  messageFormResolver,
  type MessageFormValues,
} from './message-form-values';
import { MessageSuccess } from './message-success';
import { UrgencyField } from './urgency-field';

export type MessageFormProps = {
  kind: MessageFormValues['kind'];
  /** Prefilled values, e.g. the signed-in user's name and email, or a topic from the URL. */
  defaults?: Partial<MessageFormValues>;
};

/** The /contact and /support form: validated with the server's own schema, stored by /api/contact. */
export function MessageForm({ kind, defaults }: MessageFormProps) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const fieldError = (message: string | undefined) => translateFieldError(message, t);
  const mutation = useSubmitMessage();
  const [problem, setProblem] = useState<SubmissionProblem | null>(null);
  const form = useForm<MessageFormValues, unknown, ContactSubmission>({
    resolver: messageFormResolver,
    defaultValues: initialValues(kind, defaults),
    // Errors appear on the first submit, then follow typing: validating on blur would move the
    // submit button under the pointer as an error line appears above it.
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, formState, watch, reset } = form;
  const { errors } = formState;
  const messageLength = watch('message')?.length ?? 0;

  // The signed-in user's details may arrive after the form mounts: fill only untouched fields.
  const { name, email, organisation } = defaults ?? {};
  useEffect(() => {
    const arrived = { name, email, organisation };
    for (const key of ['name', 'email', 'organisation'] as const) {
      const value = arrived[key];
      if (value && !form.getFieldState(key).isDirty && !form.getValues(key)) {
        form.setValue(key, value);
      }
    }
  }, [form, name, email, organisation]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const next = toSubmissionProblem(error);
      setProblem(next);
      if (next.kind === 'fields') {
        const keys = Object.keys(next.fields).filter(isFormField);
        keys.forEach((key, index) =>
          setError(
            key,
            { type: 'server', message: next.fields[key] },
            { shouldFocus: index === 0 },
          ),
        );
      }
    }
  });

  if (mutation.isSuccess) {
    return (
      <MessageSuccess
        receipt={mutation.data}
        onSendAnother={() => {
          reset(initialValues(kind, defaults));
          mutation.reset();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={
        kind === 'support' ? t('contact.form.supportLabel') : t('contact.form.contactLabel')
      }
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {problem ? (
        <Alert
          variant="error"
          title={
            problem.kind === 'rate_limited'
              ? t('contact.problem.waitTitle')
              : t('contact.problem.notSentTitle')
          }
        >
          <p>{'id' in problem.message ? t(problem.message.id) : problem.message.text}</p>
          {problem.kind === 'rate_limited' && problem.retryAt ? (
            <p className="mt-1">
              {t('contact.problem.retryAt', {
                time: `${formatTime(problem.retryAt, locale, { timeZone: 'Asia/Kolkata' })} IST`,
              })}
            </p>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('contact.field.name')}
          error={fieldError(errors.name?.message)}
          isRequired
        >
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          label={t('contact.field.email')}
          error={fieldError(errors.email?.message)}
          isRequired
          hint={t('contact.field.emailHint')}
        >
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          label={t('contact.field.organisation')}
          error={fieldError(errors.organisation?.message)}
          hint={t('contact.field.organisationHint')}
        >
          <Input autoComplete="organization" {...register('organisation')} />
        </FormField>
        <FormField
          label={t('contact.field.topic')}
          error={fieldError(errors.topic?.message)}
          isRequired
        >
          <Select
            placeholder={t('contact.field.topicPlaceholder')}
            options={CONTACT_TOPICS.map((value) => ({ value, label: t(TOPIC[value]) }))}
            {...register('topic')}
          />
        </FormField>
      </div>
      {kind === 'support' ? (
        <>
          <FormField
            label={t('contact.field.category')}
            error={fieldError(errors.category?.message)}
            isRequired
          >
            <Select
              placeholder={t('contact.field.categoryPlaceholder')}
              options={SUPPORT_CATEGORIES.map((value) => ({ value, label: t(CATEGORY[value]) }))}
              {...register('category')}
            />
          </FormField>
          <UrgencyField
            registration={register('urgency')}
            error={fieldError(errors.urgency?.message)}
          />
        </>
      ) : null}
      <FormField
        label={kind === 'support' ? t('contact.field.happened') : t('contact.field.message')}
        error={fieldError(errors.message?.message)}
        isRequired
        hint={
          <>
            {kind === 'support'
              ? t('contact.field.happenedHint')
              : t('contact.field.messageHint', { min: CONTACT_LIMITS.messageMin })}{' '}
            <span className="tabular-nums">
              {t('contact.field.count', {
                count: formatNumber(messageLength, locale),
                max: formatNumber(CONTACT_LIMITS.messageMax, locale),
              })}
            </span>
          </>
        }
      >
        <Textarea rows={7} maxLength={CONTACT_LIMITS.messageMax} {...register('message')} />
      </FormField>
      <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-600">
          <Trans
            id="contact.form.privacy"
            components={{
              0: <Link to="/privacy" className="font-medium text-brand-700 underline" />,
            }}
          />
        </p>
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {kind === 'support' ? t('contact.form.sendSupport') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
