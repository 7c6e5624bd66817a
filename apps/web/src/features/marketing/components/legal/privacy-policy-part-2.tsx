import { Link } from 'react-router';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Msg } from '../msg';
import { privacyCatalogue } from '@/features/marketing/catalogues/privacy';

/** Sharing, storage, retention, security, rights, grievances and changes. */
export function PrivacyPolicyPartTwo() {
  const t = useMarketingT(privacyCatalogue);
  const strong = { 0: <strong /> };
  return (
    <>
      <h2 id="sharing">{t('marketing.privacy.h.sharing')}</h2>
      <ul>
        <li>
          <Msg id="marketing.privacy.sharing.org" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.sharing.processors" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.sharing.law" components={strong} />
        </li>
      </ul>

      <h2 id="storage-location">{t('marketing.privacy.h.storage')}</h2>
      <p>{t('marketing.privacy.storage.body')}</p>

      <h2 id="retention">{t('marketing.privacy.h.retention')}</h2>
      <ul>
        <li>
          <Msg id="marketing.privacy.retention.attendance" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.retention.face" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.retention.account" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.retention.messages" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.retention.logs" components={strong} />
        </li>
      </ul>

      <h2 id="security">{t('marketing.privacy.h.security')}</h2>
      <p>{t('marketing.privacy.security.body')}</p>
      <p>{t('marketing.privacy.security.breach')}</p>

      <h2 id="your-rights">{t('marketing.privacy.h.rights')}</h2>
      <p>{t('marketing.privacy.rights.intro')}</p>
      <ul>
        <li>
          <Msg id="marketing.privacy.rights.information" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.rights.correction" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.rights.withdraw" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.rights.grievance" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.rights.nominate" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.rights.board" components={strong} />
        </li>
      </ul>
      <p>{t('marketing.privacy.rights.self')}</p>

      <h2 id="grievance-officer">{t('marketing.privacy.h.grievance')}</h2>
      <p>
        <Msg
          id="marketing.privacy.grievance.how"
          components={{ 0: <Link to="/contact?topic=privacy" />, 1: <strong /> }}
        />
      </p>
      <ul>
        <li>{t('marketing.privacy.grievance.ack')}</li>
        <li>{t('marketing.privacy.grievance.resolve')}</li>
        <li>{t('marketing.privacy.grievance.identity')}</li>
      </ul>

      <h2 id="changes">{t('marketing.privacy.h.changes')}</h2>
      <p>{t('marketing.privacy.changes.body')}</p>
    </>
  );
}
