import { Link } from 'react-router';

/** Sharing, storage, retention, security, rights, grievances and changes. */
export function PrivacyPolicyPartTwo() {
  return (
    <>
      <h2 id="sharing">6. Who we share it with</h2>
      <ul>
        <li>
          <strong>Within your organisation,</strong> with the people whose role needs it: your
          teachers or in-charge, and the owner. Nobody in another organisation can see your data;
          the database enforces this on every request.
        </li>
        <li>
          <strong>Our own processors:</strong> the hosting provider that runs our servers and the
          email service that delivers sign-in and password emails, bound by contract to use the data
          only for us.
        </li>
        <li>
          <strong>When the law requires it,</strong> for example a lawful order from a court or a
          government authority. Where allowed, we tell the organisation concerned first.
        </li>
      </ul>

      <h2 id="storage-location">7. Where it is stored</h2>
      <p>
        Our hosted service stores data on servers in India. Enterprise customers may run the service
        on their own servers, in which case they decide where data is stored. We will not transfer
        personal data to any country the Central Government restricts under section 16 of the DPDP
        Act.
      </p>

      <h2 id="retention">8. How long we keep it</h2>
      <ul>
        <li>
          <strong>Attendance records and the audit log:</strong> for as long as your organisation
          keeps its account, or shorter if it sets a retention period. After an organisation closes
          its account, it has 30 days to export its data; then everything is erased within 90 days.
        </li>
        <li>
          <strong>Face data:</strong> until you delete it, leave the organisation, or your account
          is deleted, whichever comes first; then erased within 30 days including backups.
        </li>
        <li>
          <strong>Your account:</strong> until you delete it or ask us to, then erased within 30
          days.
        </li>
        <li>
          <strong>Contact and support messages:</strong> two years, so we can follow up on an issue.
        </li>
        <li>
          <strong>Server logs:</strong> 30 days.
        </li>
      </ul>

      <h2 id="security">9. How we protect it</h2>
      <p>
        Connections are encrypted with HTTPS. Passwords are hashed with Argon2id. Row-level security
        in the database keeps every organisation&apos;s data apart. Two-factor authentication is
        available to everyone and can be required for owners and admins. Kiosk devices get their own
        limited, revocable access. Sign-in and other sensitive actions are rate-limited, and changes
        to attendance are logged.
      </p>
      <p>
        If a personal data breach happens, we inform the affected organisations, the Data Protection
        Board of India and the affected Data Principals without delay, as the DPDP Act and its rules
        require, with what happened, what it means for you and what we are doing.
      </p>

      <h2 id="your-rights">10. Your rights</h2>
      <p>As a Data Principal under the DPDP Act you have the right to:</p>
      <ul>
        <li>
          <strong>Information (section 11):</strong> a summary of your personal data being processed
          and the processing done, and who it has been shared with.
        </li>
        <li>
          <strong>Correction and erasure (section 12):</strong> correct, complete or update your
          data, and have it erased when it is no longer needed or you withdraw consent. For a wrong
          attendance record, use a correction request in the app.
        </li>
        <li>
          <strong>Withdraw consent</strong> at any time, as easily as you gave it, for example by
          deleting your face data. Withdrawal does not affect processing that happened before.
        </li>
        <li>
          <strong>Grievance redressal (section 13)</strong> from us and from your organisation.
        </li>
        <li>
          <strong>Nominate (section 14)</strong> someone to exercise your rights if you die or
          become unable to.
        </li>
        <li>
          <strong>Complain to the Data Protection Board of India</strong> if you are not satisfied
          with our response.
        </li>
      </ul>
      <p>
        Much of this you can do yourself in the app: edit your profile, delete your face data, see
        your attendance and request corrections. For anything else, write to the Grievance Officer
        below.
      </p>

      <h2 id="grievance-officer">11. Grievance Officer</h2>
      <p>
        Send privacy questions, requests and complaints through the{' '}
        <Link to="/contact?topic=privacy">contact form</Link> with the topic{' '}
        <strong>Privacy or data request (Grievance Officer)</strong>. Your message goes straight to
        our Grievance Officer and you receive a reference number at once.
      </p>
      <ul>
        <li>We acknowledge within 2 working days.</li>
        <li>We resolve it within 30 days, and tell you if we need longer and why.</li>
        <li>
          We may need to confirm your identity before acting on a request about your data, and may
          refer a request about attendance to your organisation, which is the Data Fiduciary.
        </li>
      </ul>

      <h2 id="changes">12. Changes to this policy</h2>
      <p>
        If we change this policy we update the date at the top. For significant changes, we tell
        organisation owners by email and show a notice in the app at least 15 days before they take
        effect.
      </p>
    </>
  );
}
