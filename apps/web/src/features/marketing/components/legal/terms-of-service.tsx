import { Link } from 'react-router';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Msg } from '../msg';
import { termsCatalogue } from '@/features/marketing/catalogues/terms';

/** The terms of service, in plain language. */
export function TermsOfService() {
  const t = useMarketingT(termsCatalogue);
  return (
    <>
      <p>
        <Msg id="marketing.terms.intro" components={{ 0: <Link to="/privacy" /> }} />
      </p>

      <h2 id="agreement">{t('marketing.terms.h.agreement')}</h2>
      <p>{t('marketing.terms.agreement.body')}</p>

      <h2 id="eligibility">{t('marketing.terms.h.eligibility')}</h2>
      <ul>
        <li>{t('marketing.terms.eligibility.india')}</li>
        <li>{t('marketing.terms.eligibility.age')}</li>
      </ul>

      <h2 id="accounts">{t('marketing.terms.h.accounts')}</h2>
      <ul>
        <li>{t('marketing.terms.accounts.password')}</li>
        <li>{t('marketing.terms.accounts.roles')}</li>
        <li>{t('marketing.terms.accounts.responsible')}</li>
      </ul>

      <h2 id="organisation-duties">{t('marketing.terms.h.organisations')}</h2>
      <p>{t('marketing.terms.organisations.intro')}</p>
      <ul>
        <li>{t('marketing.terms.organisations.notice')}</li>
        <li>{t('marketing.terms.organisations.alternative')}</li>
        <li>{t('marketing.terms.organisations.purpose')}</li>
        <li>{t('marketing.terms.organisations.accurate')}</li>
      </ul>

      <h2 id="acceptable-use">{t('marketing.terms.h.use')}</h2>
      <p>{t('marketing.terms.use.intro')}</p>
      <ul>
        <li>{t('marketing.terms.use.proxy')}</li>
        <li>{t('marketing.terms.use.consent')}</li>
        <li>{t('marketing.terms.use.access')}</li>
        <li>{t('marketing.terms.use.copy')}</li>
        <li>{t('marketing.terms.use.law')}</li>
      </ul>
      <p>
        <Msg id="marketing.terms.use.security" components={{ 0: <Link to="/support" /> }} />
      </p>

      <h2 id="your-data">{t('marketing.terms.h.data')}</h2>
      <p>{t('marketing.terms.data.body')}</p>

      <h2 id="beta">{t('marketing.terms.h.beta')}</h2>
      <p>{t('marketing.terms.beta.body')}</p>

      <h2 id="fees">{t('marketing.terms.h.fees')}</h2>
      <ul>
        <li>
          <Msg id="marketing.terms.fees.plans" components={{ 0: <Link to="/pricing" /> }} />
        </li>
        <li>{t('marketing.terms.fees.beta')}</li>
        <li>{t('marketing.terms.fees.changes')}</li>
      </ul>

      <h2 id="availability">{t('marketing.terms.h.availability')}</h2>
      <p>
        <Msg
          id="marketing.terms.availability.body"
          components={{ 0: <Link to="/status" />, 1: <Link to="/support" /> }}
        />
      </p>

      <h2 id="termination">{t('marketing.terms.h.termination')}</h2>
      <ul>
        <li>{t('marketing.terms.termination.you')}</li>
        <li>{t('marketing.terms.termination.us')}</li>
        <li>{t('marketing.terms.termination.export')}</li>
      </ul>

      <h2 id="liability">{t('marketing.terms.h.liability')}</h2>
      <p>{t('marketing.terms.liability.asIs')}</p>
      <p>{t('marketing.terms.liability.limit')}</p>

      <h2 id="law">{t('marketing.terms.h.law')}</h2>
      <p>{t('marketing.terms.law.body')}</p>

      <h2 id="terms-changes">{t('marketing.terms.h.changes')}</h2>
      <p>
        <Msg id="marketing.terms.changes.body" components={{ 0: <Link to="/contact" /> }} />
      </p>
    </>
  );
}
