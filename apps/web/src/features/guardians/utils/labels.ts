import type { Delivery, DeliveryStatusFilter, Relationship } from '../api/guardians';

// Catalogue ids are written out in full (never built from values), so the catalogue checks can
// see which ids are used.

export const RELATIONSHIP_LABEL = {
  mother: 'guardians.relationship.mother',
  father: 'guardians.relationship.father',
  guardian: 'guardians.relationship.guardian',
  grandparent: 'guardians.relationship.grandparent',
  sibling: 'guardians.relationship.sibling',
  other: 'guardians.relationship.other',
} as const satisfies Record<Relationship, string>;

export const DELIVERY_KIND_LABEL = {
  absence: 'guardians.log.kind.absence',
  late: 'guardians.log.kind.late',
  weekly_summary: 'guardians.log.kind.weekly_summary',
  monthly_summary: 'guardians.log.kind.monthly_summary',
} as const satisfies Record<Delivery['kind'], string>;

export const CHANNEL_LABEL = {
  email: 'guardians.log.channel.email',
  sms: 'guardians.log.channel.sms',
  whatsapp: 'guardians.log.channel.whatsapp',
} as const satisfies Record<Delivery['channel'], string>;

export const STATUS_LABEL = {
  pending: 'guardians.log.status.pending',
  sending: 'guardians.log.status.sending',
  sent: 'guardians.log.status.sent',
  failed: 'guardians.log.status.failed',
} as const satisfies Record<Delivery['status'], string>;

export const STATUS_FILTER_LABEL = {
  all: 'guardians.log.filter.all',
  sent: 'guardians.log.filter.sent',
  failed: 'guardians.log.filter.failed',
  pending: 'guardians.log.filter.pending',
} as const satisfies Record<DeliveryStatusFilter, string>;
