import { Link } from 'react-router';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/docs';

const strong = { 0: <strong /> };

/** Sign-up and the first steps of the two owner roles. */
export function GettingStarted() {
  return (
    <>
      <h2 id="getting-started">
        <Msg id="marketing.docs.start.title" />
      </h2>
      <p>
        <Msg id="marketing.docs.start.intro" />
      </p>
      <ol>
        <li>
          <Msg
            id="marketing.docs.start.step1"
            components={{ 0: <Link to="/register" />, 1: <code />, 2: <code />, 3: <code /> }}
          />
        </li>
        <li>
          <Msg
            id="marketing.docs.start.step2"
            components={{
              0: <strong />,
              1: <strong />,
              2: <strong />,
              3: <strong />,
              4: <strong />,
            }}
          />
        </li>
        <li>
          <Msg id="marketing.docs.start.step3" />
        </li>
      </ol>
      <p>
        <Msg id="marketing.docs.start.appointed" components={{ 0: <strong />, 1: <strong /> }} />
      </p>

      <h2 id="roles">
        <Msg id="marketing.docs.roles.title" />
      </h2>
      <p>
        <Msg id="marketing.docs.roles.intro" />
      </p>

      <h3 id="institute-owner">
        <Msg id="marketing.docs.institute.title" />
      </h3>
      <ol>
        <li>
          <Msg id="marketing.docs.institute.settings" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.institute.structure" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.institute.people" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.institute.methods" components={strong} />
        </li>
        <li>
          <Msg
            id="marketing.docs.institute.devices"
            components={{ 0: <strong />, 1: <a href="#offline-kiosk" /> }}
          />
        </li>
        <li>
          <Msg id="marketing.docs.institute.reports" components={strong} />
        </li>
      </ol>

      <h3 id="company-owner">
        <Msg id="marketing.docs.company.title" />
      </h3>
      <ol>
        <li>
          <Msg id="marketing.docs.company.settings" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.company.structure" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.company.people" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.company.methods" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.company.reports" components={strong} />
        </li>
      </ol>
    </>
  );
}
