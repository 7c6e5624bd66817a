import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { authStore } from '../stores/auth';
import { OtpSignIn } from './otp-sign-in';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An error as supabase-js returns the server's (its message in the page's language). */
const apiError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', code, status: 403 });

async function sendTo(number: string) {
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('sign-in by one-time code', () => {
  it('checks the number as an Indian one and sends the code to its E.164 form', async () => {
    const send = vi.spyOn(authStore, 'sendSignInCode').mockResolvedValue();
    renderWithProviders(<OtpSignIn onUsePassword={() => {}} />);
    await sendTo('98765 4321');
    expect(await screen.findByText(/Enter a valid mobile number/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await sendTo('098765 43210');
    expect(await screen.findByText(/We sent a 6-digit code to \+91 98765 43210\./)).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ phone: '+919876543210' });
    const code = screen.getByLabelText(/6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const resend = screen.getByRole('button', { name: /Send a new code in (60|59) seconds/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes the digits of a pasted code and shows the server’s reason when it is wrong', async () => {
    vi.spyOn(authStore, 'sendSignInCode').mockResolvedValue();
    const signIn = vi
      .spyOn(authStore, 'signInWithCode')
      .mockRejectedValueOnce(apiError('otp_expired', 'The code is wrong or has expired.'))
      .mockResolvedValueOnce({ isMfaRequired: false });
    renderWithProviders(<OtpSignIn onUsePassword={() => {}} />);
    await sendTo('+91 98765 43210');
    const code = await screen.findByLabelText(/6-digit code/);

    fireEvent.change(code, { target: { value: 'Code: 123 456' } });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ phone: '+919876543210' }, '123456'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The code is wrong or has expired.',
    );
    expect((code as HTMLInputElement).value).toBe('');

    fireEvent.change(code, { target: { value: '654321' } });
    await waitFor(() =>
      expect(signIn).toHaveBeenLastCalledWith({ phone: '+919876543210' }, '654321'),
    );
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('shows a rate limit in the server’s words and stays on the first step', async () => {
    vi.spyOn(authStore, 'sendSignInCode').mockRejectedValue(
      apiError(
        'over_sms_send_rate_limit',
        'Too many codes were asked for this address or number. Please try again in 42 minutes.',
      ),
    );
    renderWithProviders(<OtpSignIn onUsePassword={() => {}} />);
    await sendTo('98765 43210');
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 42 minutes');
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
  });
});
