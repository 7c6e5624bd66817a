import {
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactSubmission,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
} from '@ias/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, Button, FormField, Input, Select, Textarea } from '@/components/ui';
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

const TOPIC_OPTIONS = CONTACT_TOPICS.map((value) => ({
  value,
  label: CONTACT_TOPIC_LABELS[value],
}));
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({
  value,
  label: SUPPORT_CATEGORY_LABELS[value],
}));

/** The time to try again, in Indian time like every other time the product shows. */
function retryTime(date: Date): string {
  const time = date.toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${time} IST`;
}

export type MessageFormProps = {
  kind: MessageFormValues['kind'];
  /** Prefilled values, e.g. the signed-in user's name and email, or a topic from the URL. */
  defaults?: Partial<MessageFormValues>;
};

/** The /contact and /support form: validated with the server's own schema, stored by /api/contact. */
export function MessageForm({ kind, defaults }: MessageFormProps) {
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
      aria-label={kind === 'support' ? 'Support request' : 'Contact form'}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {problem ? (
        <Alert
          variant="error"
          title={
            problem.kind === 'rate_limited'
              ? 'Please wait before sending again'
              : 'Your message was not sent'
          }
        >
          <p>{problem.message}</p>
          {problem.kind === 'rate_limited' && problem.retryAt ? (
            <p className="mt-1">
              You can send again after {retryTime(problem.retryAt)}. What you wrote is still here.
            </p>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message} isRequired>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          label="Email"
          error={errors.email?.message}
          isRequired
          hint="We reply to this address."
        >
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          label="Organisation"
          error={errors.organisation?.message}
          hint="Optional: your school, college or company."
        >
          <Input autoComplete="organization" {...register('organisation')} />
        </FormField>
        <FormField label="Topic" error={errors.topic?.message} isRequired>
          <Select placeholder="Choose a topic" options={TOPIC_OPTIONS} {...register('topic')} />
        </FormField>
      </div>
      {kind === 'support' ? (
        <>
          <FormField label="What is the problem about?" error={errors.category?.message} isRequired>
            <Select
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
              {...register('category')}
            />
          </FormField>
          <UrgencyField registration={register('urgency')} error={errors.urgency?.message} />
        </>
      ) : null}
      <FormField
        label={kind === 'support' ? 'What happened?' : 'Message'}
        error={errors.message?.message}
        isRequired
        hint={
          <>
            {kind === 'support'
              ? 'Which screen, what you expected, what you saw, and since when. Never include passwords or two-factor codes.'
              : 'At least 20 characters.'}{' '}
            <span className="tabular-nums">
              {messageLength} / {CONTACT_LIMITS.messageMax}
            </span>
          </>
        }
      >
        <Textarea rows={7} maxLength={CONTACT_LIMITS.messageMax} {...register('message')} />
      </FormField>
      <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-600">
          We use these details only to answer you. See our{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {kind === 'support' ? 'Send support request' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
