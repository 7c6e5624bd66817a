import { Link } from 'react-router';

/** Sign-up and the first steps of the two owner roles. */
export function GettingStarted() {
  return (
    <>
      <h2 id="getting-started">Getting started</h2>
      <p>
        Everyone uses the same web app in a browser on a phone, tablet or computer. Nothing needs
        installing. There are seven roles; each lands on its own dashboard after signing in.
      </p>
      <ol>
        <li>
          Open <Link to="/register">Register</Link> and sign up with your email and a password of at
          least 10 characters that includes a special character (for example <code>!</code>,{' '}
          <code>@</code> or <code>#</code>), or continue with Google.
        </li>
        <li>
          Choose what describes you: <strong>Institute</strong> or <strong>Company</strong> if you
          are setting up an organisation, or <strong>Student</strong>, <strong>Teacher</strong> or{' '}
          <strong>Employee</strong> if you are joining one. Add your name and, for owners, the
          organisation&apos;s name, size, type and a phone number.
        </li>
        <li>
          If we ask you to confirm your email, open the link we send you. Then sign in; you go
          straight to your dashboard.
        </li>
      </ol>
      <p>
        <strong>Incharge</strong> and <strong>Admin</strong> cannot be chosen at sign-up. An
        organisation&apos;s owner appoints in-charges, and admins are appointed by another admin.
      </p>

      <h2 id="roles">Guides by role</h2>
      <p>What each role sets up first and does day to day.</p>

      <h3 id="institute-owner">Institute owner (school, college, coaching centre)</h3>
      <ol>
        <li>
          <strong>Settings.</strong> Check the time zone (Asia/Kolkata by default), the late grace
          in minutes, the half-day threshold and the minimum attendance per course (75% unless you
          change it).
        </li>
        <li>
          <strong>Structure.</strong> Add classes and sections (for example 10-A, 10-B), courses,
          and the timetable: which teacher takes which course for which group, on which weekday and
          period, in which room. Add the holiday list for the year.
        </li>
        <li>
          <strong>People.</strong> Invite teachers by link or code. Import students from a CSV file
          with their name, roll number, class and, if you use cards, the card number. Each class can
          also have a join link of its own: students who join with it wait in that class, and you
          can let its teacher approve them. People who join by link stay pending until approved.
        </li>
        <li>
          <strong>Check-in methods.</strong> Choose which methods each group may use: face kiosk, ID
          card, roll-call, self check-in. Print ID cards with a QR code if you need them.
        </li>
        <li>
          <strong>Devices.</strong> Start a kiosk on a tablet at the gate or a classroom door (see{' '}
          <a href="#offline-kiosk">offline kiosk</a>). You can revoke a device at any time.
        </li>
        <li>
          <strong>Reports.</strong> See institute-wide attendance for any range, by class, with the
          students below the minimum marked, and download it as CSV (a summary, or a code per
          student per day).
        </li>
      </ol>

      <h3 id="company-owner">Company owner</h3>
      <ol>
        <li>
          <strong>Settings.</strong> Time zone, late grace and half-day threshold, as for
          institutes.
        </li>
        <li>
          <strong>Structure.</strong> Add departments and sites. For each site, set its geofence: a
          point on the map and an allowed radius. Define shifts with start and end times, grace
          minutes and weekly off days; allow overnight shifts where you run them. Add holidays.
        </li>
        <li>
          <strong>People.</strong> Invite employees by link or code or import a CSV with employee
          code, department, site and card number. Appoint in-charges for sites or teams.
        </li>
        <li>
          <strong>Check-in methods.</strong> Decide who may check in on their own phone, and at
          which sites; who must use a kiosk or card reader.
        </li>
        <li>
          <strong>Reports and exports.</strong> Attendance by department and site with hours worked
          and forgotten check-outs, for this or last pay period (set the day it starts, such as the
          26th to the 25th), downloaded as CSV for payroll.
        </li>
      </ol>
    </>
  );
}
