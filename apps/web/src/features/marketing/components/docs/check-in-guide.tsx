import { FACE_MATCH_THRESHOLD, MIN_FACE_QUALITY } from '@ias/shared';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/docs';

const strong = { 0: <strong /> };

/** How each check-in method works, for the people who set it up and the people who use it. */
export function CheckInGuide() {
  return (
    <>
      <h2 id="check-in-methods">
        <Msg id="marketing.docs.methods.title" />
      </h2>
      <p>
        <Msg id="marketing.docs.methods.intro" />
      </p>

      <h3 id="face">
        <Msg id="marketing.docs.toc.face" />
      </h3>
      <p>
        <Msg
          id="marketing.docs.face.enrolment"
          values={{ quality: MIN_FACE_QUALITY }}
          components={strong}
        />
      </p>
      <p>
        <Msg
          id="marketing.docs.face.atCheckIn"
          values={{ threshold: FACE_MATCH_THRESHOLD }}
          components={strong}
        />
      </p>
      <p>
        <Msg id="marketing.docs.face.tips" components={strong} />
      </p>

      <h3 id="id-card">
        <Msg id="marketing.docs.card.title" />
      </h3>
      <ul>
        <li>
          <Msg id="marketing.docs.card.camera" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.card.reader" components={strong} />
        </li>
        <li>
          <Msg id="marketing.docs.card.number" />
        </li>
      </ul>

      <h3 id="roll-call">
        <Msg id="marketing.docs.toc.rollCall" />
      </h3>
      <p>
        <Msg id="marketing.docs.rollCall.body" components={{ 0: <em /> }} />
      </p>

      <h3 id="self-check-in">
        <Msg id="marketing.docs.self.title" />
      </h3>
      <p>
        <Msg id="marketing.docs.self.body" />
      </p>
      <p>
        <Msg id="marketing.docs.self.checked" components={strong} />
      </p>

      <h3 id="offline-kiosk">
        <Msg id="marketing.docs.toc.offline" />
      </h3>
      <ol>
        <li>
          <Msg id="marketing.docs.offline.start" />
        </li>
        <li>
          <Msg id="marketing.docs.offline.queue" />
        </li>
        <li>
          <Msg id="marketing.docs.offline.sync" />
        </li>
        <li>
          <Msg id="marketing.docs.offline.copy" />
        </li>
      </ol>

      <h3 id="biometric-devices">
        <Msg id="marketing.docs.biometric.title" />
      </h3>
      <p>
        <Msg id="marketing.docs.biometric.intro" />
      </p>
      <ol>
        <li>
          <Msg id="marketing.docs.biometric.server" components={{ 0: <em />, 1: <em /> }} />
        </li>
        <li>
          <Msg id="marketing.docs.biometric.register" components={{ 0: <em /> }} />
        </li>
        <li>
          <Msg id="marketing.docs.biometric.users" />
        </li>
        <li>
          <Msg id="marketing.docs.biometric.import" components={{ 0: <code /> }} />
        </li>
      </ol>
    </>
  );
}
