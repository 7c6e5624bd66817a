import { Link } from 'react-router';

/** The terms of service, in plain language. */
export function TermsOfService() {
  return (
    <>
      <p>
        These terms govern your use of Intelligent Attendance System. Please read them with our{' '}
        <Link to="/privacy">Privacy Policy</Link>, which explains how personal data is handled.
      </p>

      <h2 id="agreement">1. The agreement</h2>
      <p>
        By creating an account or using the service you agree to these terms. If you create an
        organisation (an institute or a company), you accept them on behalf of that organisation and
        confirm you are authorised to do so. These terms are an electronic record under the
        Information Technology Act, 2000 and need no physical signature.
      </p>

      <h2 id="eligibility">2. Who may use the service</h2>
      <ul>
        <li>The service is offered in India only, to organisations and people in India.</li>
        <li>
          Organisation owners must be at least 18. Students under 18 may use the service when their
          institute has obtained a parent&apos;s or guardian&apos;s consent.
        </li>
      </ul>

      <h2 id="accounts">3. Accounts and roles</h2>
      <ul>
        <li>
          Keep your password secret and your details accurate. Turn on two-factor authentication if
          your role can change other people&apos;s records.
        </li>
        <li>
          You choose Student, Teacher, Employee, Institute or Company when you sign up. Incharge is
          granted by an organisation&apos;s owner and Admin only by another admin; attempts to
          obtain a role any other way are refused and may lead to suspension.
        </li>
        <li>You are responsible for what is done with your account until you tell us otherwise.</li>
      </ul>

      <h2 id="organisation-duties">4. Organisations&apos; responsibilities</h2>
      <p>
        An organisation using the service, as the Data Fiduciary for its people&apos;s data, agrees
        to:
      </p>
      <ul>
        <li>
          give its students or employees clear notice of what is recorded and why, and obtain
          consent where the law requires it, including verifiable parental consent for children and
          explicit consent before face enrolment;
        </li>
        <li>offer a way to be marked without face recognition to anyone who declines it;</li>
        <li>
          use attendance data only for attendance, leave, payroll and related administration, and
          answer its people&apos;s requests about their data;
        </li>
        <li>keep its attendance rules, holidays and member lists accurate.</li>
      </ul>

      <h2 id="acceptable-use">5. Acceptable use</h2>
      <p>You must not:</p>
      <ul>
        <li>check in for someone else, or help anyone defeat face, card or location checks;</li>
        <li>
          enrol a person&apos;s face without their consent, or use face data for any purpose other
          than attendance;
        </li>
        <li>
          try to reach another organisation&apos;s data, probe for weaknesses without our written
          permission, or overload the service;
        </li>
        <li>
          copy, resell or reverse-engineer the service, or scrape it with automated tools beyond the
          documented APIs;
        </li>
        <li>upload anything unlawful, or use the service in breach of Indian law.</li>
      </ul>
      <p>
        Found a security problem? Please tell us through the <Link to="/support">support form</Link>{' '}
        and give us a chance to fix it before sharing it.
      </p>

      <h2 id="your-data">6. Your data</h2>
      <p>
        Organisations own the data they put into the service and the attendance it records. We
        process it only to provide the service, as described in the Privacy Policy, and never sell
        it. An owner can export the organisation&apos;s data at any time.
      </p>

      <h2 id="beta">7. Alpha and Beta features</h2>
      <p>
        The service is in Beta, and some parts are marked Alpha. They are usable for real work but
        may change, and may occasionally fail in ways a finished product would not. Keep your own
        copy of anything you must not lose, such as payroll exports, and tell us when something goes
        wrong.
      </p>

      <h2 id="fees">8. Plans, fees and GST</h2>
      <ul>
        <li>
          The Free plan costs nothing for up to 50 members. Paid plans are charged per member per
          month as shown on the <Link to="/pricing">pricing page</Link>, in Indian rupees, plus GST
          at the applicable rate.
        </li>
        <li>
          No fees are charged during the Beta. Before billing starts, owners are told at least 30
          days ahead, and no organisation is moved to a paid plan without choosing one.
        </li>
        <li>Price changes apply from the next billing period, with 30 days&apos; notice.</li>
      </ul>

      <h2 id="availability">9. Availability and support</h2>
      <p>
        We aim to keep the service available around the clock and publish its live health on the{' '}
        <Link to="/status">status page</Link>, but we do not promise uninterrupted service except
        where an Enterprise contract says so. Planned maintenance is announced in advance and
        scheduled outside school and office hours in India where possible. Support is provided
        through the <Link to="/support">support form</Link> with the response times of your plan.
      </p>

      <h2 id="termination">10. Ending the agreement</h2>
      <ul>
        <li>You can delete your account, and an owner can close the organisation, at any time.</li>
        <li>
          We may suspend an account that breaks these terms or puts others at risk, and will tell
          you why unless the law prevents it.
        </li>
        <li>
          After an organisation closes, its owner has 30 days to export its data, after which it is
          erased as described in the Privacy Policy.
        </li>
      </ul>

      <h2 id="liability">11. Warranties and liability</h2>
      <p>
        We provide the service with reasonable skill and care. Beyond that, and to the extent the
        law allows, it is provided &quot;as is&quot;. Face recognition, location and card checks
        reduce mistakes but cannot rule them out, which is why every record can be corrected.
      </p>
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses, and
        our total liability to an organisation in any twelve months is limited to the fees it paid
        us in that period. Nothing in these terms limits liability that cannot be limited under
        Indian law.
      </p>

      <h2 id="law">12. Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If a dispute arises, write to us first and we
        will try to resolve it within 30 days. If we cannot, the courts of India have jurisdiction.
        Nothing here affects your rights under the Consumer Protection Act, 2019 or your right to
        complain to the Data Protection Board of India.
      </p>

      <h2 id="terms-changes">13. Changes and contact</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. For significant
        changes we tell owners by email at least 15 days in advance. Questions about these terms:
        use the <Link to="/contact">contact form</Link>.
      </p>
    </>
  );
}
