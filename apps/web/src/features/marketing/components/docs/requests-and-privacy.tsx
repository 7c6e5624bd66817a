import { MIN_PASSWORD_LENGTH } from '@ias/shared';
import { Link } from 'react-router';

/** Leave and corrections, face-data privacy, and account security. */
export function RequestsAndPrivacy() {
  return (
    <>
      <h2 id="leave-and-corrections">Leave and corrections</h2>
      <ul>
        <li>
          <strong>Leave:</strong> choose the dates and a reason. When approved, those days show as
          on leave rather than absent.
        </li>
        <li>
          <strong>Correction:</strong> choose the day, give the actual check-in or check-out time or
          the right status, and explain why. Students&apos; requests go to their teacher;
          employees&apos; go to their in-charge or the owner.
        </li>
        <li>
          Records are never overwritten silently. An approved correction changes the record and the
          audit log keeps the before and after, who asked and who approved.
        </li>
      </ul>

      <h2 id="face-privacy">Privacy of face data</h2>
      <dl>
        <dt>Consent</dt>
        <dd>
          Nobody is enrolled without agreeing on screen, and the time of consent is stored with the
          face data. For students under 18 the institute obtains a parent&apos;s or guardian&apos;s
          consent first. Anyone may decline and use a card or roll-call instead.
        </dd>
        <dt>Embeddings, not photos</dt>
        <dd>
          Face detection runs in your browser. What is sent and stored is an embedding: 128 numbers
          describing the face, with the model name, version and quality score. Camera pictures are
          not uploaded or kept. An embedding cannot be turned back into a photo.
        </dd>
        <dt>Who can use it</dt>
        <dd>
          Embeddings are used only to recognise people within their own organisation, only for
          attendance. They are never shared with another organisation or a third party, and the face
          models are served from our own server, not a CDN.
        </dd>
        <dt>Deletion</dt>
        <dd>
          Delete your face data at any time from your profile; it stops being used at once. It is
          also deleted when you leave the organisation or your account is deleted.
        </dd>
      </dl>
      <p>
        The full details are in the <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2 id="account-security">Account and security</h2>
      <ul>
        <li>
          Passwords need at least {MIN_PASSWORD_LENGTH} characters including a special character.
          Forgot it? Use <Link to="/forgot-password">Forgot password</Link> and follow the emailed
          link.
        </li>
        <li>
          <strong>Two-factor authentication:</strong> on your profile, add an authenticator app
          (Google Authenticator, Microsoft Authenticator, or any TOTP app) by scanning the QR code.
          From then on, signing in asks for the 6-digit code.
        </li>
        <li>
          <strong>Sign out everywhere</strong> from your profile if you lose a phone.
        </li>
      </ul>
    </>
  );
}
