import { useState } from 'react';

/*
 * Right after an organisation is created its owner is offered India's holidays for the year
 * (the dashboard shows the review once). Kept for the browser tab only: later, the holidays
 * settings offer the same review for any year.
 */
const KEY = 'ias.calendar.offerHolidays';

/** Called when the organisation has been created. */
export function offerHolidaysFor(orgId: string) {
  try {
    sessionStorage.setItem(KEY, orgId);
  } catch {
    // Storage refused (private mode): the holidays settings still offer the review.
  }
}

/** Whether the offer is open for this organisation, and a way to close it. */
export function useHolidayOffer(orgId: string | undefined) {
  const [isClosed, setIsClosed] = useState(false);
  // Read on every render: the dashboard is already mounted when the organisation is created.
  let openFor: string | null = null;
  try {
    openFor = sessionStorage.getItem(KEY);
  } catch {
    // Storage refused: no offer.
  }
  const close = () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept, nothing to remove.
    }
    setIsClosed(true);
  };
  return { isOpen: !isClosed && !!orgId && openFor === orgId, close };
}
