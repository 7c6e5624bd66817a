import { Link } from 'react-router';

/** Who we are, what we process and why, face data, and children. */
export function PrivacyPolicyPartOne() {
  return (
    <>
      <p>
        This policy explains how Intelligent Attendance System (&quot;we&quot;, &quot;us&quot;)
        processes personal data when you use our website and web app, in line with the Digital
        Personal Data Protection Act, 2023 (&quot;DPDP Act&quot;), the rules made under it, and the
        Information Technology Act, 2000 with its rules on sensitive personal data. Words such as{' '}
        <em>Data Principal</em>, <em>Data Fiduciary</em> and <em>Data Processor</em> have the
        meaning the DPDP Act gives them. The service is offered in India only.
      </p>

      <h2 id="who-we-are">1. Who we are and our role</h2>
      <ul>
        <li>
          <strong>For attendance data,</strong> the institute or company you belong to decides why
          and how your attendance is recorded. It is the <strong>Data Fiduciary</strong>, and we
          process that data on its behalf as its <strong>Data Processor</strong>, under a contract
          and only on its instructions.
        </li>
        <li>
          <strong>For our own website and accounts</strong> (your sign-in details, messages you send
          us, our security logs) we are the Data Fiduciary.
        </li>
      </ul>
      <p>
        If your question is about how your school, college or employer uses attendance, ask them
        first; we will help them answer you. You can also always contact our{' '}
        <a href="#grievance-officer">Grievance Officer</a>.
      </p>

      <h2 id="data-we-process">2. Personal data we process</h2>
      <dl>
        <dt>Account and profile</dt>
        <dd>
          Email address, password (stored only as an Argon2id hash), name, phone number, profile
          picture if you upload one, user type, and for owners the organisation&apos;s name, size
          and type. If you sign in with Google, we receive your name, email and Google account id.
        </dd>
        <dt>Membership</dt>
        <dd>
          Your organisation, role, class, section, department or site, roll number or employee code,
          ID card number, and whether your membership is pending, active or ended.
        </dd>
        <dt>Attendance</dt>
        <dd>
          Dates, check-in and check-out times, status (present, late, half day, absent, excused, on
          leave), the method used, the device, the match confidence for face check-ins, who marked
          or changed a record and why, and your leave and correction requests.
        </dd>
        <dt>Location</dt>
        <dd>
          Only for self check-in on your own phone: your location at the moment of check-in, to
          confirm you are at an allowed site. We do not track location at any other time.
        </dd>
        <dt>Face data</dt>
        <dd>
          If you consent: face embeddings, the time of consent, and the model and quality score. See{' '}
          <a href="#biometric-data">section 4</a>.
        </dd>
        <dt>Messages to us</dt>
        <dd>
          What you write in the contact or support form: name, email, organisation, topic, message
          and, for support, the category and urgency.
        </dd>
        <dt>Technical data</dt>
        <dd>
          IP address, browser type and request logs, kept briefly for security and to fix faults. We
          use no analytics or advertising trackers (see the <Link to="/cookies">cookie policy</Link>
          ).
        </dd>
      </dl>

      <h2 id="purposes">3. Why we process it</h2>
      <ul>
        <li>
          <strong>To provide the service</strong> your organisation signed up for: recording
          attendance, applying its rules, showing dashboards, handling leave and corrections and
          producing reports. The lawful basis is your organisation&apos;s: usually your consent, or
          for employees a legitimate use for employment purposes under section 7 of the DPDP Act.
        </li>
        <li>
          <strong>Face recognition</strong> only with your explicit consent, which you can withdraw
          at any time.
        </li>
        <li>
          <strong>To run our own service:</strong> keeping your account secure, preventing abuse
          (for example rate limits on sign-in), answering your messages and meeting legal
          obligations.
        </li>
      </ul>
      <p>
        We do not sell personal data, use it for advertising, or build profiles of people for any
        purpose other than attendance in their own organisation.
      </p>

      <h2 id="biometric-data">4. Face (biometric) data</h2>
      <ul>
        <li>
          <strong>Consent first.</strong> Enrolment starts with a notice on screen explaining what
          is stored and why, and proceeds only if you agree. Declining never stops you from being
          marked: ID card and roll-call remain available.
        </li>
        <li>
          <strong>Embeddings, not photos.</strong> Your browser detects your face and turns it into
          an embedding, a list of 128 numbers. Only the embedding is sent and stored. Camera images
          are not uploaded or kept, and an embedding cannot be turned back into a picture.
        </li>
        <li>
          <strong>Narrow use.</strong> Embeddings are compared only with those of your own
          organisation, only to record attendance. They are never shared with other organisations,
          sold, or used to train models.
        </li>
        <li>
          <strong>Withdraw and delete.</strong> You can delete your face data from your profile at
          any time. It stops being used for matching at once and is erased from our systems,
          including backups, within 30 days.
        </li>
      </ul>

      <h2 id="children">5. Children&apos;s data</h2>
      <p>
        Under section 9 of the DPDP Act, a child is anyone under 18. For students under 18, the
        institute obtains verifiable consent from a parent or lawful guardian before their personal
        data is processed, and in particular before face enrolment. We do not track or monitor the
        behaviour of children beyond recording attendance, and we never direct advertising at them.
      </p>
    </>
  );
}
