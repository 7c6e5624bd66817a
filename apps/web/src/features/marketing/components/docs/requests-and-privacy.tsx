import { MIN_PASSWORD_LENGTH } from '@ias/shared';
import { Link } from 'react-router';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/docs';

const strong = { 0: <strong /> };

/** Leave and corrections, face-data privacy, and account security. */
export function RequestsAndPrivacy() {
  return (
    <>
      <h2 id="leave-and-corrections">
        <Msg id="marketing.docs.requests.title" />
      </h2>
      <ul>
        <li>
          <Msg id="marketing.docs.requests.leave" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.requests.correction" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.requests.never" />
        </li>
      </ul>

      <h2 id="face-privacy">
        <Msg id="marketing.docs.facePrivacy.title" />
      </h2>
      <dl>
        <dt>
          <Msg id="marketing.docs.facePrivacy.consent" />
        </dt>
        <dd>
          <Msg id="marketing.docs.facePrivacy.consentBody" />
        </dd>
        <dt>
          <Msg id="marketing.docs.facePrivacy.embeddings" />
        </dt>
        <dd>
          <Msg id="marketing.docs.facePrivacy.embeddingsBody" />
        </dd>
        <dt>
          <Msg id="marketing.docs.facePrivacy.who" />
        </dt>
        <dd>
          <Msg id="marketing.docs.facePrivacy.whoBody" />
        </dd>
        <dt>
          <Msg id="marketing.docs.facePrivacy.deletion" />
        </dt>
        <dd>
          <Msg id="marketing.docs.facePrivacy.deletionBody" />
        </dd>
      </dl>
      <p>
        <Msg id="marketing.docs.facePrivacy.more" components={{ 0: <Link to="/privacy" /> }} />
      </p>

      <h2 id="account-security">
        <Msg id="marketing.docs.security.title" />
      </h2>
      <ul>
        <li>
          <Msg
            id="marketing.docs.security.password"
            values={{ min: MIN_PASSWORD_LENGTH }}
            components={{ 0: <Link to="/forgot-password" /> }}
          />
        </li>
        <li>
          <Msg id="marketing.docs.security.twoFactor" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.security.signOut" components={strong} />
        </li>
      </ul>
    </>
  );
}
