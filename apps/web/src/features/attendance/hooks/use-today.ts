import { useEffect, useState } from 'react';
import { todayIn } from '../utils/dates';

/** Today in the organisation's time zone; moves on by itself at midnight there. */
export function useToday(timeZone: string): string {
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    setToday(todayIn(timeZone));
    const timer = setInterval(() => setToday(todayIn(timeZone)), 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}

/** The current time, re-read every `intervalMs` (for "in progress" and "upcoming" labels). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
