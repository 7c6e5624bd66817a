import { MockRow, MockStat, MockWindow } from '../mock-window';

export function CompanyMock() {
  return (
    <MockWindow
      path="/dashboard/company · Payroll export"
      label="Drawing of a company owner's payroll export for the period 26 October to 25 November, filtered to the Production department at the Pune plant."
    >
      <p className="font-semibold text-slate-900">Payroll period 26 Oct – 25 Nov</p>
      <div className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          Dept: Production
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          Site: Pune plant
        </span>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <MockStat label="Employees" value="212" />
        <MockStat label="Days worked" value="5,034" />
        <MockStat label="Late marks" value="97" />
      </div>
      <div className="mt-3">
        <MockRow name="Shift A 06:00–14:00" detail="Grace 10 min" status="71 people" tone="slate" />
        <MockRow
          name="Shift C 22:00–06:00"
          detail="Overnight, counts on start day"
          status="64 people"
          tone="slate"
        />
      </div>
      <div className="mt-3 rounded-lg bg-brand-600 px-3 py-2 text-center text-xs font-semibold text-white">
        Export CSV
      </div>
    </MockWindow>
  );
}

export function EmployeeMock() {
  return (
    <MockWindow
      path="/dashboard/employee"
      label="Drawing of an employee's phone screen: inside the Whitefield office geofence, a Check in with face button, and this week's timesheet."
    >
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <p className="text-xs font-semibold text-emerald-800">
          Inside geofence · Whitefield office · 40 m
        </p>
        <div className="mt-2 rounded-lg bg-emerald-600 px-3 py-2 text-center text-sm font-semibold text-white">
          Check in with face
        </div>
      </div>
      <p className="mt-4 font-semibold text-slate-900">This week</p>
      <MockRow name="Mon 17 Nov" detail="09:02 – 18:11" status="9h 09m" tone="slate" />
      <MockRow name="Tue 18 Nov" detail="09:24 – 18:05 · after grace" status="Late" tone="amber" />
      <MockRow name="Wed 19 Nov" detail="09:00 – no check-out" status="Fix" tone="red" />
      <p className="mt-2 text-xs text-slate-600">
        Forgot to check out? Request a correction with the actual time.
      </p>
    </MockWindow>
  );
}

export function InchargeMock() {
  return (
    <MockWindow
      path="/dashboard/incharge · Live board"
      label="Drawing of an in-charge's live board for the Chakan warehouse: 58 in, 4 late, 6 absent, and two requests waiting for approval."
    >
      <p className="font-semibold text-slate-900">Chakan warehouse · live</p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        <MockStat label="In" value="58" />
        <MockStat label="Late" value="4" />
        <MockStat label="Absent" value="6" />
      </div>
      <p className="mt-4 font-semibold text-slate-900">Waiting for you</p>
      <MockRow
        name="Leave · Sunil Jadhav"
        detail="27–28 Nov · family function"
        status="Approve?"
        tone="blue"
      />
      <MockRow
        name="Correction · Neha Kulkarni"
        detail="Check-out 19:40 on 19 Nov"
        status="Approve?"
        tone="blue"
      />
      <div className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
        <span>Kiosk · Gate 2</span>
        <span className="font-semibold">Online · 0 queued</span>
      </div>
    </MockWindow>
  );
}

export function AdminMock() {
  return (
    <MockWindow
      path="/dashboard/admin"
      label="Drawing of the admin dashboard: organisations and users, a role change to Incharge recorded in the audit log, and system status operational."
    >
      <div className="grid grid-cols-3 gap-2">
        <MockStat label="Organisations" value="128" />
        <MockStat label="Users" value="41,560" />
        <MockStat label="Status" value="OK" note="API and database" />
      </div>
      <p className="mt-4 font-semibold text-slate-900">Audit log</p>
      <MockRow
        name="Role change → Incharge"
        detail="by owner, Sai Logistics · 10:42"
        status="Logged"
        tone="slate"
      />
      <MockRow
        name="Record corrected"
        detail="by teacher, 10-B · reason given"
        status="Logged"
        tone="slate"
      />
      <MockRow name="Kiosk revoked" detail="Block B tablet · 09:15" status="Logged" tone="slate" />
    </MockWindow>
  );
}
