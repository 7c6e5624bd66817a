import { Link } from 'react-router';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Msg } from '../msg';
import { privacyCatalogue } from '@/features/marketing/catalogues/privacy';

/** Who we are, what we process and why, face data, and children. */
export function PrivacyPolicyPartOne() {
  const t = useMarketingT(privacyCatalogue);
  const strong = { 0: <strong /> };
  return (
    <>
      <p>
        <Msg id="marketing.privacy.intro" components={{ 0: <em />, 1: <em />, 2: <em /> }} />
      </p>

      <h2 id="who-we-are">{t('marketing.privacy.h.who')}</h2>
      <ul>
        <li>
          <Msg
            id="marketing.privacy.who.attendance"
            components={{ 0: <strong />, 1: <strong />, 2: <strong /> }}
          />
        </li>
        <li>
          <Msg id="marketing.privacy.who.own" components={strong} />
        </li>
      </ul>
      <p>
        <Msg id="marketing.privacy.who.ask" components={{ 0: <a href="#grievance-officer" /> }} />
      </p>

      <h2 id="data-we-process">{t('marketing.privacy.h.data')}</h2>
      <dl>
        <dt>{t('marketing.privacy.data.account.term')}</dt>
        <dd>{t('marketing.privacy.data.account')}</dd>
        <dt>{t('marketing.privacy.data.membership.term')}</dt>
        <dd>{t('marketing.privacy.data.membership')}</dd>
        <dt>{t('marketing.privacy.data.attendance.term')}</dt>
        <dd>{t('marketing.privacy.data.attendance')}</dd>
        <dt>{t('marketing.privacy.data.location.term')}</dt>
        <dd>{t('marketing.privacy.data.location')}</dd>
        <dt>{t('marketing.privacy.data.face.term')}</dt>
        <dd>
          <Msg id="marketing.privacy.data.face" components={{ 0: <a href="#biometric-data" /> }} />
        </dd>
        <dt>{t('marketing.privacy.data.messages.term')}</dt>
        <dd>{t('marketing.privacy.data.messages')}</dd>
        <dt>{t('marketing.privacy.data.technical.term')}</dt>
        <dd>
          <Msg id="marketing.privacy.data.technical" components={{ 0: <Link to="/cookies" /> }} />
        </dd>
      </dl>

      <h2 id="purposes">{t('marketing.privacy.h.purposes')}</h2>
      <ul>
        <li>
          <Msg id="marketing.privacy.purposes.service" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.purposes.face" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.purposes.own" components={strong} />
        </li>
      </ul>
      <p>{t('marketing.privacy.purposes.never')}</p>

      <h2 id="biometric-data">{t('marketing.privacy.h.biometric')}</h2>
      <ul>
        <li>
          <Msg id="marketing.privacy.biometric.consent" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.biometric.embeddings" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.biometric.narrow" components={strong} />
        </li>
        <li>
          <Msg id="marketing.privacy.biometric.withdraw" components={strong} />
        </li>
      </ul>

      <h2 id="children">{t('marketing.privacy.h.children')}</h2>
      <p>{t('marketing.privacy.children.body')}</p>
    </>
  );
}
