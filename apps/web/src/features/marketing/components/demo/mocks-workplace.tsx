import { useMarketingT } from '../../hooks/use-marketing-t';
import { MockRow, MockStat, MockWindow } from '../mock-window';
import { demoCatalogue } from '@/features/marketing/catalogues/demo';

export function CompanyMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path={t('marketing.mock.company.path')} label={t('marketing.mock.company.label')}>
      <p className="font-semibold text-slate-900">{t('marketing.mock.company.period')}</p>
      <div className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          {t('marketing.mock.company.dept')}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          {t('marketing.mock.company.site')}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <MockStat label={t('marketing.mock.company.employees')} value="212" />
        <MockStat label={t('marketing.mock.company.days')} value="5,034" />
        <MockStat label={t('marketing.mock.company.lateMarks')} value="97" />
      </div>
      <div className="mt-3">
        <MockRow
          name={t('marketing.mock.company.shiftA')}
          detail={t('marketing.mock.company.grace')}
          status={t('marketing.mock.company.people', { count: 71 })}
          tone="slate"
        />
        <MockRow
          name={t('marketing.mock.company.shiftC')}
          detail={t('marketing.mock.company.overnight')}
          status={t('marketing.mock.company.people', { count: 64 })}
          tone="slate"
        />
      </div>
      <div className="mt-3 rounded-lg bg-brand-600 px-3 py-2 text-center text-xs font-semibold text-white">
        {t('marketing.mock.company.export')}
      </div>
    </MockWindow>
  );
}

export function EmployeeMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path="/dashboard/employee" label={t('marketing.mock.employee.label')}>
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <p className="text-xs font-semibold text-emerald-800">
          {t('marketing.mock.employee.inside')}
        </p>
        <div className="mt-2 rounded-lg bg-emerald-600 px-3 py-2 text-center text-sm font-semibold text-white">
          {t('marketing.mock.employee.checkIn')}
        </div>
      </div>
      <p className="mt-4 font-semibold text-slate-900">{t('marketing.mock.employee.week')}</p>
      <MockRow
        name={t('marketing.mock.employee.mon')}
        detail="09:02 – 18:11"
        status="9h 09m"
        tone="slate"
      />
      <MockRow
        name={t('marketing.mock.employee.tue')}
        detail={t('marketing.mock.employee.tueDetail')}
        status={t('marketing.mock.late')}
        tone="amber"
      />
      <MockRow
        name={t('marketing.mock.employee.wed')}
        detail={t('marketing.mock.employee.noCheckOut')}
        status={t('marketing.mock.employee.fix')}
        tone="red"
      />
      <p className="mt-2 text-xs text-slate-600">{t('marketing.mock.employee.forgot')}</p>
    </MockWindow>
  );
}

export function InchargeMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path={t('marketing.mock.incharge.path')} label={t('marketing.mock.incharge.label')}>
      <p className="font-semibold text-slate-900">{t('marketing.mock.incharge.site')}</p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        <MockStat label={t('marketing.mock.incharge.in')} value="58" />
        <MockStat label={t('marketing.mock.late')} value="4" />
        <MockStat label={t('marketing.mock.absent')} value="6" />
      </div>
      <p className="mt-4 font-semibold text-slate-900">{t('marketing.mock.incharge.waiting')}</p>
      <MockRow
        name={t('marketing.mock.incharge.leave')}
        detail={t('marketing.mock.incharge.leaveDetail')}
        status={t('marketing.mock.incharge.approve')}
        tone="blue"
      />
      <MockRow
        name={t('marketing.mock.incharge.correction')}
        detail={t('marketing.mock.incharge.correctionDetail')}
        status={t('marketing.mock.incharge.approve')}
        tone="blue"
      />
      <div className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
        <span>{t('marketing.mock.incharge.kiosk')}</span>
        <span className="font-semibold">{t('marketing.mock.incharge.online')}</span>
      </div>
    </MockWindow>
  );
}

export function AdminMock() {
  const t = useMarketingT(demoCatalogue);
  return (
    <MockWindow path="/dashboard/admin" label={t('marketing.mock.admin.label')}>
      <div className="grid grid-cols-3 gap-2">
        <MockStat label={t('marketing.mock.admin.orgs')} value="128" />
        <MockStat label={t('marketing.mock.admin.users')} value="41,560" />
        <MockStat
          label={t('marketing.mock.admin.status')}
          value={t('marketing.mock.admin.ok')}
          note={t('marketing.mock.admin.statusNote')}
        />
      </div>
      <p className="mt-4 font-semibold text-slate-900">{t('marketing.mock.admin.audit')}</p>
      <MockRow
        name={t('marketing.mock.admin.roleChange')}
        detail={t('marketing.mock.admin.roleDetail')}
        status={t('marketing.mock.admin.logged')}
        tone="slate"
      />
      <MockRow
        name={t('marketing.mock.admin.corrected')}
        detail={t('marketing.mock.admin.correctedDetail')}
        status={t('marketing.mock.admin.logged')}
        tone="slate"
      />
      <MockRow
        name={t('marketing.mock.admin.revoked')}
        detail={t('marketing.mock.admin.revokedDetail')}
        status={t('marketing.mock.admin.logged')}
        tone="slate"
      />
    </MockWindow>
  );
}
