/** Query keys of the calendar feature (one factory). */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (orgId: string, from: string, to: string) =>
    ['calendar', 'range', orgId, from, to] as const,
  event: (id: string) => ['calendar', 'event', id] as const,
  feed: (orgId: string) => ['calendar', 'feed', orgId] as const,
  choices: (orgId: string) => ['calendar', 'choices', orgId] as const,
  holidaySuggestions: (orgId: string, year: number, state: string | null) =>
    ['calendar', 'holiday-suggestions', orgId, year, state] as const,
};
