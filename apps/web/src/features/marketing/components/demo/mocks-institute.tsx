import { MockRow, MockStat, MockWindow } from '../mock-window';

function Bar({
  label,
  percent,
  minimum = 75,
}: {
  label: string;
  percent: number;
  minimum?: number;
}) {
  const isLow = percent < minimum;
  return (
    <div className="py-1.5">
      <div className="flex justify-between text-xs">
        <span className="font-medium text-slate-800">{label}</span>
        <span className={isLow ? 'font-semibold text-red-700' : 'text-slate-700'}>{percent}%</span>
      </div>
      <div className="relative mt-1 h-2 rounded-full bg-slate-100">
        <div
          className={`h-2 rounded-full ${isLow ? 'bg-red-500' : 'bg-emerald-500'}`}
          style={{ width: `${percent}%` }}
        />
        <span
          className="absolute top-[-2px] h-3 w-0.5 bg-slate-500"
          style={{ left: `${minimum}%` }}
        />
      </div>
    </div>
  );
}

export function StudentMock() {
  return (
    <MockWindow
      path="/dashboard/student"
      label="Drawing of a student dashboard: today's classes with statuses, and attendance per course against the 75% minimum, with Physics below it."
    >
      <p className="font-semibold text-slate-900">Today, Tuesday</p>
      <MockRow name="Mathematics · P1" detail="Room 204 · Mrs. Iyer" status="Present" />
      <MockRow name="Physics · P2" detail="Lab 1 · Mr. Khan" status="Late" tone="amber" />
      <MockRow name="English · P4" detail="Room 112" status="Upcoming" tone="slate" />
      <p className="mt-4 font-semibold text-slate-900">This term (minimum 75%)</p>
      <Bar label="Mathematics" percent={91} />
      <Bar label="Physics" percent={72} />
      <Bar label="English" percent={84} />
      <div className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-900">
        Request leave · Request a correction
      </div>
    </MockWindow>
  );
}

export function TeacherMock() {
  return (
    <MockWindow
      path="/dashboard/teacher · Roll-call 10-B"
      label="Drawing of a teacher's roll-call for class 10-B: 38 of 40 present, one late, one absent, with a Mark all present button."
    >
      <div className="flex items-center justify-between">
        <p className="font-semibold text-slate-900">10-B · Mathematics · Period 1</p>
        <span className="rounded-lg bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
          Mark all present
        </span>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <MockStat label="Present" value="38" />
        <MockStat label="Late" value="1" />
        <MockStat label="Absent" value="1" />
      </div>
      <div className="mt-3">
        <MockRow name="01 · Aarav Sharma" detail="Face kiosk · 08:49" status="Present" />
        <MockRow name="02 · Diya Patel" detail="ID card · 08:51" status="Present" />
        <MockRow
          name="03 · Ishaan Gupta"
          detail="Marked by you · reason: bus late"
          status="Late"
          tone="amber"
        />
        <MockRow name="04 · Meera Nair" detail="No check-in" status="Absent" tone="red" />
      </div>
    </MockWindow>
  );
}

export function InstituteMock() {
  return (
    <MockWindow
      path="/dashboard/institute"
      label="Drawing of an institute owner's dashboard: set-up checklist, 1,180 students, 93 percent present today and the classes with the lowest attendance."
    >
      <div className="grid grid-cols-3 gap-2">
        <MockStat label="Students" value="1,180" />
        <MockStat label="Present today" value="93%" />
        <MockStat label="Below 75%" value="46" />
      </div>
      <p className="mt-4 font-semibold text-slate-900">Set-up</p>
      <MockRow name="Classes and sections" detail="36 sections" status="Done" />
      <MockRow name="Timetable" detail="214 periods a week" status="Done" />
      <MockRow
        name="Import students (CSV)"
        detail="1,180 of 1,204 rows"
        status="24 to fix"
        tone="amber"
      />
      <MockRow name="Kiosk devices" detail="Main gate, Block B" status="2 active" tone="blue" />
    </MockWindow>
  );
}
