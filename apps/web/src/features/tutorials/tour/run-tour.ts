import type { Driver } from 'driver.js';

export type TourText = {
  steps: ReadonlyArray<{ target: string; title: string; text: string }>;
  next: string;
  previous: string;
  done: string;
  /** With `{{current}}` and `{{total}}` where the numbers go. */
  progress: string;
};

export type TourEvents = {
  /** Runs once driver.js has downloaded, before the first step (e.g. to open the page). */
  beforeStart?: () => void;
  /** A step is shown (0-based): save it, so the tour resumes there. */
  onStep: (index: number) => void;
  /** The person pressed Finish on the last step. */
  onFinish: () => void;
};

/** How long a step waits for its element: the page may still be loading its data. */
const WAIT_MS = 10_000;
/** A step whose element appears after the person acts (e.g. choosing a period) waits longer. */
const WAIT_FOR_PERSON_MS = 120_000;

let active: Driver | null = null;

/**
 * Highlights the steps on the page that is (or is about to be) shown, from `startAt`. driver.js and
 * its styles download only here, when a tour starts. Keyboard: → / ← move, Esc stops (the step
 * reached is kept, so the tour resumes there).
 */
export async function runTour(text: TourText, startAt: number, events: TourEvents): Promise<void> {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
  ]);
  active?.destroy();
  events.beforeStart?.();
  const last = text.steps.length - 1;
  const tour = driver({
    steps: text.steps.map((step, index) => ({
      element: step.target,
      // A later step may only exist once the person has done the one before.
      waitForElement: index === 0 ? WAIT_MS : WAIT_FOR_PERSON_MS,
      popover: { title: step.title, description: step.text },
      data: { target: step.target },
    })),
    showProgress: true,
    progressText: text.progress,
    nextBtnText: text.next,
    prevBtnText: text.previous,
    doneBtnText: text.done,
    allowKeyboardControl: true,
    // No fade: the highlight is at full strength at once (and for people who prefer less motion).
    animate: false,
    overlayOpacity: 0.6,
    smoothScroll: true,
    stagePadding: 6,
    popoverClass: 'ias-tour',
    onHighlighted: (_element, _step, { state }) => {
      const index = state.activeIndex ?? 0;
      document.documentElement.dataset.tourStep = String(index);
      events.onStep(index);
    },
    onDoneClick: () => {
      events.onFinish();
      tour.destroy();
    },
    onDestroyed: () => {
      delete document.documentElement.dataset.tourStep;
      if (active === tour) active = null;
    },
  });
  active = tour;
  tour.drive(Math.min(Math.max(startAt, 0), last));
}

/** Stops a running tour (e.g. when its page is left). */
export function stopTour(): void {
  active?.destroy();
}
