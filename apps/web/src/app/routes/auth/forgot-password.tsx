import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /forgot-password: request a reset link by e-mail. */
export function Component() {
  useDocumentTitle('Reset your password');
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
