import { Link } from 'react-router';
import type { FaqItem } from '../components/faq-accordion';

export type FaqGroup = { id: string; title: string; items: readonly FaqItem[] };

/** The questions people ask us most, grouped for /faq. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        question: 'What is Intelligent Attendance System?',
        answer: (
          <p>
            A web app that records attendance for institutes (schools, colleges, coaching centres)
            and companies in India. People check in by face, with an ID card, on their own phone
            inside a geofence, or are marked in a roll-call. Attendance then feeds dashboards, leave
            and correction requests, and reports.
          </p>
        ),
      },
      {
        question: 'Do we need to install anything?',
        answer: (
          <p>
            No. It runs in a modern browser (Chrome, Edge, Firefox or Safari) on a phone, tablet or
            computer. A kiosk is just a tablet or laptop with a camera, opened on the kiosk page. A
            USB or RFID card reader that types the card number works without drivers.
          </p>
        ),
      },
      {
        question: 'Is it available outside India?',
        answer: (
          <p>
            Not at the moment. The service is offered in India only, and its defaults (Asia/Kolkata
            time, rupee pricing with GST, the 75% attendance rule) are chosen for Indian
            organisations.
          </p>
        ),
      },
      {
        question: 'What do the Alpha and Beta badges mean?',
        answer: (
          <p>
            The core of the product (sign-in, check-in, dashboards, requests) is in Beta: ready for
            daily use, still changing based on feedback. Parts marked Alpha are early and may change
            a lot. We list what is still being built on the{' '}
            <Link to="/features#roadmap">features page</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'check-in',
    title: 'Check-in and face recognition',
    items: [
      {
        question: 'How accurate is face check-in, and can someone use a photo?',
        answer: (
          <>
            <p>
              A face is only used when the camera sees it clearly (a quality score of at least 0.8),
              and it is only accepted when it matches one enrolled person closely enough. If it is
              not sure, the kiosk asks the person to try again or use their card; it does not guess.
            </p>
            <p>
              A liveness check (a blink or a slight head turn) makes holding up a printed photo or a
              phone screen much harder. For high-stakes places, combine face with an ID card.
            </p>
          </>
        ),
      },
      {
        question: 'What if the internet goes down at the gate?',
        answer: (
          <p>
            The kiosk keeps working. Check-ins are queued on the device, the screen shows how many
            are waiting, and they sync by themselves when the network returns. Each check-in carries
            its own id, so a sync can never create duplicates.
          </p>
        ),
      },
      {
        question: 'Someone scanned twice. Will they have two records?',
        answer: (
          <p>
            No. Repeat scans within a few minutes are ignored. Over a day, the first check-in and
            the last check-out are what count.
          </p>
        ),
      },
      {
        question: 'Can employees check in from home?',
        answer: (
          <p>
            Only if the company allows it. Self check-in on a phone requires being inside the
            geofence of one of the sites the person is allowed at, and the company chooses which
            groups may use it at all.
          </p>
        ),
      },
      {
        question: 'Which card readers work?',
        answer: (
          <p>
            Any USB or RFID reader that behaves like a keyboard (it types the card number and
            presses Enter), which is most of them. The kiosk camera also reads QR codes and Code 128
            barcodes printed on ID cards.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and data',
    items: [
      {
        question: 'Do you store photos of faces?',
        answer: (
          <p>
            No. The browser turns a face into an embedding, a list of 128 numbers, and only that is
            stored, together with the consent time and the model used. The camera picture is not
            uploaded. A profile photo is only stored if you upload one yourself.
          </p>
        ),
      },
      {
        question: 'Can I delete my face data?',
        answer: (
          <p>
            Yes, at any time, from your profile. It stops being used for matching at once. You can
            still check in with your ID card or be marked in roll-call.
          </p>
        ),
      },
      {
        question: 'Who can see my attendance?',
        answer: (
          <p>
            You, and the people in your organisation whose role needs it: your teachers or
            in-charge, and the institute or company owner. Nobody in another organisation can, and
            this is enforced by the database itself.
          </p>
        ),
      },
      {
        question: 'Our students are under 18. What about parental consent?',
        answer: (
          <p>
            Under the Digital Personal Data Protection Act, 2023, processing a child&apos;s personal
            data needs verifiable consent from a parent or guardian. The institute collects that
            consent before enrolling a student&apos;s face; students without it use their ID card or
            roll-call. Read more in the <Link to="/privacy">privacy policy</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts and roles',
    items: [
      {
        question: 'How do people join our organisation?',
        answer: (
          <p>
            Share an invite link or code, or import a CSV of students or employees. People who join
            by link sign up as Student, Teacher or Employee and stay pending until an owner approves
            them.
          </p>
        ),
      },
      {
        question: 'Why can I not choose Admin or Incharge at sign-up?',
        answer: (
          <p>
            Those roles carry responsibility for other people&apos;s records. An in-charge is
            appointed by the organisation&apos;s owner, and an admin only by another admin. The
            server refuses any other way.
          </p>
        ),
      },
      {
        question: 'Can we turn on two-factor authentication?',
        answer: (
          <p>
            Yes. Anyone can add an authenticator app from their profile, and an organisation can
            require it for its owners and admins.
          </p>
        ),
      },
      {
        question: 'I forgot my password.',
        answer: (
          <p>
            Use <Link to="/forgot-password">Forgot password</Link> on the sign-in page. We email a
            link to set a new one. If you signed up with Google, sign in with Google instead.
          </p>
        ),
      },
    ],
  },
  {
    id: 'billing',
    title: 'Pricing and billing',
    items: [
      {
        question: 'How much does it cost?',
        answer: (
          <p>
            Free for up to 50 members, then per member per month; teachers, in-charges and owners
            are free. See <Link to="/pricing">pricing</Link>. Nothing is charged during the Beta.
          </p>
        ),
      },
      {
        question: 'Can we get a GST invoice?',
        answer: (
          <p>
            Yes. Prices exclude 18% GST and every invoice is a GST invoice carrying your GSTIN if
            you give it to us.
          </p>
        ),
      },
    ],
  },
];
