import { sql } from 'kysely';
import type { OrgDb } from '../orgs/repository.js';
import { assessTravel, locationFlags } from './trust.js';

/** What the server saw of the phone or browser a self check-in came from. */
export type ClientSeen = {
  /** The per-browser id the web app keeps in localStorage (absent from other clients). */
  deviceId: string | null;
  userAgent: string | null;
  /** The client's address as Fastify sees it (behind a proxy only with TRUST_PROXY). */
  ip: string | null;
};

/**
 * Keeps one self check-in's location, device and network with the signs that make it worth a
 * second look, in the check-in's transaction (the person's records are locked by recordScan, so
 * two check-ins of one person are compared one after the other). A retried request (same client
 * id) adds nothing. Returns the flags.
 */
export async function recordLocationCheck(
  trx: OrgDb,
  check: {
    orgId: string;
    memberId: string;
    clientId: string;
    recordId: string;
    at: Date;
    location: { lat: number; lng: number; accuracy: number | null };
    site: { id: string; distance: number } | null;
    accuracyLimit: number;
    client: ClientSeen;
  },
): Promise<string[]> {
  const { rows: previous } = await sql<{
    latitude: number;
    longitude: number;
    accuracy_m: number | null;
    checked_at: Date;
    known_device: boolean;
  }>`
    select latitude, longitude, accuracy_m, checked_at,
           exists (select 1 from public.location_checks d
                    where d.member_id = ${check.memberId}::uuid
                      and d.device_id = ${check.client.deviceId}::text) as known_device
      from public.location_checks
     where member_id = ${check.memberId}::uuid and checked_at <= ${check.at}
     order by checked_at desc
     limit 1`.execute(trx);
  const last = previous[0];
  const travel = last
    ? assessTravel(
        {
          lat: last.latitude,
          lng: last.longitude,
          accuracy: last.accuracy_m,
          at: new Date(last.checked_at),
        },
        { ...check.location, at: check.at },
      )
    : null;
  const flags = locationFlags({
    travelImpossible: travel?.impossible ?? false,
    newDevice: Boolean(last) && !last!.known_device,
    accuracy: check.location.accuracy,
    limit: check.accuracyLimit,
  });
  await sql`
    insert into public.location_checks
      (org_id, member_id, client_id, record_id, checked_at, latitude, longitude, accuracy_m,
       site_id, distance_m, accuracy_limit_m, device_id, user_agent, ip, flags,
       travel_km, travel_minutes, travel_kmh, review_status)
    values (${check.orgId}::uuid, ${check.memberId}::uuid, ${check.clientId}::uuid,
            ${check.recordId}::uuid, ${check.at}, ${check.location.lat}, ${check.location.lng},
            ${check.location.accuracy}, ${check.site?.id ?? null}::uuid, ${check.site?.distance ?? null},
            ${check.accuracyLimit}, ${check.client.deviceId}, ${check.client.userAgent?.slice(0, 500) ?? null},
            ${check.client.ip}::inet, ${flags}::text[], ${travel?.km ?? null}, ${travel?.minutes ?? null},
            ${travel?.kmh ?? null}, ${flags.length ? 'pending' : 'none'})
    on conflict (org_id, client_id) do nothing`.execute(trx);
  return flags;
}
