import { useMarketingT } from '../../hooks/use-marketing-t';
import { MockRow, MockStat, MockWindow } from '../mock-window';
import { demoCatalogue } from '@/features/marketing/catalogues/demo';

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
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path="/dashboard/student" label={t('marketing.mock.student.label')}>
      <p className="font-semibold text-slate-900">{t('marketing.mock.student.today')}</p>
      <MockRow
        name={t('marketing.mock.student.maths')}
        detail={t('marketing.mock.student.mathsDetail')}
        status={t('marketing.mock.present')}
      />
      <MockRow
        name={t('marketing.mock.student.physics')}
        detail={t('marketing.mock.student.physicsDetail')}
        status={t('marketing.mock.late')}
        tone="amber"
      />
      <MockRow
        name={t('marketing.mock.student.english')}
        detail={t('marketing.mock.student.englishDetail')}
        status={t('marketing.mock.student.upcoming')}
        tone="slate"
      />
      <p className="mt-4 font-semibold text-slate-900">{t('marketing.mock.student.term')}</p>
      <Bar label={t('marketing.mock.subject.maths')} percent={91} />
      <Bar label={t('marketing.mock.subject.physics')} percent={72} />
      <Bar label={t('marketing.mock.subject.english')} percent={84} />
      <div className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-900">
        {t('marketing.mock.student.actions')}
      </div>
    </MockWindow>
  );
}

export function TeacherMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path={t('marketing.mock.teacher.path')} label={t('marketing.mock.teacher.label')}>
      <div className="flex items-center justify-between">
        <p className="font-semibold text-slate-900">{t('marketing.mock.teacher.session')}</p>
        <span className="rounded-lg bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
          {t('marketing.mock.teacher.markAll')}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <MockStat label={t('marketing.mock.present')} value="38" />
        <MockStat label={t('marketing.mock.late')} value="1" />
        <MockStat label={t('marketing.mock.absent')} value="1" />
      </div>
      <div className="mt-3">
        <MockRow
          name="01 · Aarav Sharma"
          detail={t('marketing.mock.teacher.faceKiosk', { time: '08:49' })}
          status={t('marketing.mock.present')}
        />
        <MockRow
          name="02 · Diya Patel"
          detail={t('marketing.mock.teacher.idCard', { time: '08:51' })}
          status={t('marketing.mock.present')}
        />
        <MockRow
          name="03 · Ishaan Gupta"
          detail={t('marketing.mock.teacher.byYou')}
          status={t('marketing.mock.late')}
          tone="amber"
        />
        <MockRow
          name="04 · Meera Nair"
          detail={t('marketing.mock.teacher.noCheckIn')}
          status={t('marketing.mock.absent')}
          tone="red"
        />
      </div>
    </MockWindow>
  );
}

export function InstituteMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path="/dashboard/institute" label={t('marketing.mock.institute.label')}>
      <div className="grid grid-cols-3 gap-2">
        <MockStat label={t('marketing.mock.institute.students')} value="1,180" />
        <MockStat label={t('marketing.mock.institute.presentToday')} value="93%" />
        <MockStat label={t('marketing.mock.institute.below')} value="46" />
      </div>
      <p className="mt-4 font-semibold text-slate-900">{t('marketing.mock.institute.setup')}</p>
      <MockRow
        name={t('marketing.mock.institute.classes')}
        detail={t('marketing.mock.institute.sections')}
        status={t('marketing.mock.done')}
      />
      <MockRow
        name={t('marketing.mock.institute.timetable')}
        detail={t('marketing.mock.institute.periods')}
        status={t('marketing.mock.done')}
      />
      <MockRow
        name={t('marketing.mock.institute.import')}
        detail={t('marketing.mock.institute.rows')}
        status={t('marketing.mock.institute.toFix')}
        tone="amber"
      />
      <MockRow
        name={t('marketing.mock.institute.kiosks')}
        detail={t('marketing.mock.institute.gates')}
        status={t('marketing.mock.institute.active')}
        tone="blue"
      />
    </MockWindow>
  );
}
