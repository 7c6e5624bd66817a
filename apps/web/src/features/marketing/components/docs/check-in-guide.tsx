import { FACE_MATCH_THRESHOLD, MIN_FACE_QUALITY } from '@ias/shared';

/** How each check-in method works, for the people who set it up and the people who use it. */
export function CheckInGuide() {
  return (
    <>
      <h2 id="check-in-methods">Check-in methods</h2>
      <p>
        An organisation chooses which methods each group may use. Whatever the method, a person gets
        one record per class session or shift: scanning again within a few minutes is ignored, and
        over a day the first check-in and the last check-out count.
      </p>

      <h3 id="face">Face</h3>
      <p>
        <strong>Enrolment.</strong> The person opens face enrolment on their profile, reads what is
        stored and agrees to it, then looks at the camera for a few captures. Each capture is only
        accepted when its quality score is at least {MIN_FACE_QUALITY} (a sharp, well-lit, frontal
        face); the screen says what to change otherwise (more light, closer, look straight).
      </p>
      <p>
        <strong>At check-in.</strong> The camera looks for a face twice a second. When a
        good-quality face is found, the browser computes its embedding and sends only that to the
        server, which compares it with the organisation&apos;s enrolled people. A match is accepted
        only when the similarity is at least {FACE_MATCH_THRESHOLD} on our published scale, chosen
        so that strangers are rejected; below it, the kiosk asks to try again or to use a card. A
        liveness check (a blink or a small head turn) guards against photos.
      </p>
      <p>
        <strong>Tips for a good kiosk:</strong> mount the tablet at face height, avoid a window
        behind people, and keep the area lit evenly.
      </p>

      <h3 id="id-card">ID card: QR, barcode, USB or RFID reader</h3>
      <ul>
        <li>
          <strong>Camera:</strong> hold the QR code or Code 128 barcode on the ID card up to the
          kiosk camera. Owners can print ID cards with a QR code from the members list.
        </li>
        <li>
          <strong>Card reader:</strong> plug a USB or RFID reader into the kiosk. Readers that
          behave like a keyboard (they type the number and press Enter) work without set-up; the
          kiosk tells a fast reader apart from someone typing.
        </li>
        <li>
          The card number is stored on the person&apos;s membership, by CSV import or by editing the
          member. A lost card is fixed by changing the number; the old one stops working.
        </li>
      </ul>

      <h3 id="roll-call">Roll-call</h3>
      <p>
        A teacher or in-charge opens the session or shift and sees the list of people expected.
        <em> Mark all present</em> fills the list; then change the exceptions to late, absent or
        excused. Changing a record after the roll-call is closed needs a reason, and the change is
        kept in the audit log with who made it.
      </p>

      <h3 id="self-check-in">Self check-in with geofence</h3>
      <p>
        Where the organisation allows it, a person checks in from their own phone: the app asks for
        the phone&apos;s location and camera, checks that they are within the radius of one of the
        sites they are allowed at, and matches their face. The location is recorded with the
        check-in. Outside every allowed site, check-in is refused with the distance to the nearest
        one.
      </p>
      <p>
        <strong>What is checked, and what is not.</strong> A location less accurate than the nearest
        site&apos;s radius (and never worse than 150 m) is refused, with advice to step outside or
        turn on precise location. Each check-in keeps the phone&apos;s browser and network address.
        A check-in is recorded but put in a review queue for the owner and the person&apos;s
        in-charge when travel since their previous check-in would need more than 250 km/h, when it
        comes from a browser they have not used before, or when the location was barely accurate
        enough; a reviewer accepts it or rejects it with a reason, and a rejected check-in stays on
        the record marked &ldquo;location rejected&rdquo;. A browser is not told whether the phone
        runs a fake-location app, so a faked position that looks plausible is not detected: where
        that matters, require a face or use kiosks.
      </p>

      <h3 id="offline-kiosk">Offline kiosk</h3>
      <ol>
        <li>
          A teacher, in-charge or owner signs in on the device and starts kiosk mode for chosen
          groups and methods. The device receives its own limited access, which can be revoked from
          the devices list.
        </li>
        <li>
          If the network drops, check-ins are saved on the device with their own ids. The screen
          shows how many are waiting.
        </li>
        <li>
          When the network is back, the queue syncs by itself. Because every check-in has its own
          id, a check-in that was already received is never recorded twice.
        </li>
        <li>
          The kiosk also keeps a copy of the app on the device (its header says “Works offline”), so
          it opens and keeps taking check-ins even after a restart without network. Browsers allow
          this only over HTTPS (or on localhost), so serve the app over HTTPS for kiosks.
        </li>
      </ol>

      <h3 id="biometric-devices">Biometric devices (eSSL, ZKTeco)</h3>
      <p>
        Fingerprint and face terminals from eSSL and ZKTeco that support the ADMS (“cloud server”)
        push protocol send their punches here, and each punch counts exactly like a kiosk scan.
      </p>
      <ol>
        <li>
          On the device, open <em>Comm. → Cloud Server Setting</em> and enter this site&apos;s
          address and port. The owner&apos;s <em>Kiosks</em> page shows the values to use.
        </li>
        <li>
          Register the device there by its serial number (under <em>System Info</em> on the device),
          with the time zone its clock is set to. A device that calls before it is registered is
          refused, and appears on that page for an owner on the same network.
        </li>
        <li>
          People are known to a device by a user ID. An ID equal to someone&apos;s employee code or
          roll number is matched by itself; map the others to people on the same page, and their
          earlier punches are counted then. A punch sent twice is counted once.
        </li>
        <li>
          Logs exported by the device software (<code>attlog.dat</code>, CSV or TXT) can be imported
          on the same page; punches already received are skipped. Punches older than seven days are
          kept but not counted, as for a kiosk.
        </li>
      </ol>
    </>
  );
}
