/** Day-to-day guides for the roles that are not owners. */
export function RoleGuides() {
  return (
    <>
      <h3 id="teacher">Teacher</h3>
      <p>Your dashboard opens on today&apos;s classes from the timetable.</p>
      <ul>
        <li>
          <strong>Take attendance</strong> for a class in one of three ways: open the face kiosk on
          the classroom device, scan ID cards, or use the roll-call list. In roll-call,{' '}
          <em>Mark all present</em> and then change the few who are absent or late.
        </li>
        <li>
          <strong>Fix a record</strong> after the class with a reason, for example a student who
          arrived after you closed the roll-call. The change is kept in the audit log.
        </li>
        <li>
          <strong>Low attendance:</strong> see the students below the minimum for your courses.
        </li>
        <li>
          <strong>Approve requests:</strong> leave and correction requests from your students wait
          for you on the dashboard.
        </li>
      </ul>

      <h3 id="incharge">Incharge</h3>
      <p>
        An in-charge looks after a site or a group, such as a factory floor, a branch office or a
        hostel.
      </p>
      <ul>
        <li>
          <strong>Live board:</strong> who is in, who is late and who is absent right now, updated
          as people check in.
        </li>
        <li>
          <strong>Run a kiosk:</strong> start kiosk mode on a device at your site. The device can
          only check in the groups and methods you chose.
        </li>
        <li>
          <strong>Approve requests</strong> for leave and corrections from your group.
        </li>
      </ul>

      <h3 id="student">Student</h3>
      <ul>
        <li>
          <strong>Today:</strong> your classes and whether you are marked present, late or absent.
        </li>
        <li>
          <strong>Attendance per course</strong> as a percentage, next to the minimum you need. The
          history calendar shows every day.
        </li>
        <li>
          <strong>Requests:</strong> ask for leave in advance, or a correction if you were marked
          wrongly, with a reason. Your teacher approves or rejects it.
        </li>
        <li>
          <strong>Self check-in</strong> from your phone, only if your institute allows it for your
          class.
        </li>
      </ul>

      <h3 id="employee">Employee</h3>
      <ul>
        <li>
          <strong>Check in and out</strong> with your face on your own phone when you are inside the
          geofence of a site you are allowed at, or at a kiosk. The first check-in of the day and
          the last check-out count.
        </li>
        <li>
          <strong>Timesheet:</strong> your days, hours, late arrivals and half days.
        </li>
        <li>
          <strong>Forgot to check out?</strong> Request a correction with the actual time. Your
          in-charge or the owner approves it. Leave requests work the same way.
        </li>
      </ul>

      <h3 id="admin">Admin</h3>
      <p>
        Admins run the service itself, not one organisation. They see all organisations and users,
        change roles (including appointing other admins), read the audit log and watch the system
        status. The first admin is created with a server command by whoever installs the system;
        after that only an admin can appoint another.
      </p>
    </>
  );
}
