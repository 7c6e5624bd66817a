import { Msg } from '../msg';
import '@/features/marketing/catalogues/docs';
import '@/features/marketing/catalogues/roles';

const strong = { 0: <strong /> };

/** Day-to-day guides for the roles that are not owners. */
export function RoleGuides() {
  return (
    <>
      <h3 id="teacher">
        <Msg id="marketing.roles.teacher" />
      </h3>
      <p>
        <Msg id="marketing.docs.teacher.intro" />
      </p>
      <ul>
        <li>
          <Msg id="marketing.docs.teacher.take" components={{ 0: <strong />, 1: <em /> }} />
        </li>
        <li>
          <Msg id="marketing.docs.teacher.fix" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.teacher.low" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.teacher.approve" components={strong} />
        </li>
      </ul>

      <h3 id="incharge">
        <Msg id="marketing.roles.incharge" />
      </h3>
      <p>
        <Msg id="marketing.docs.incharge.intro" />
      </p>
      <ul>
        <li>
          <Msg id="marketing.docs.incharge.board" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.incharge.kiosk" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.incharge.approve" components={strong} />
        </li>
      </ul>

      <h3 id="student">
        <Msg id="marketing.roles.student" />
      </h3>
      <ul>
        <li>
          <Msg id="marketing.docs.student.today" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.student.percent" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.student.requests" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.student.self" components={strong} />
        </li>
      </ul>

      <h3 id="employee">
        <Msg id="marketing.roles.employee" />
      </h3>
      <ul>
        <li>
          <Msg id="marketing.docs.employee.check" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.employee.timesheet" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.employee.forgot" components={strong} />
        </li>
      </ul>

      <h3 id="admin">
        <Msg id="marketing.roles.admin" />
      </h3>
      <p>
        <Msg id="marketing.docs.admin.body" />
      </p>
    </>
  );
}
