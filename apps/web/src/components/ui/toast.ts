import { i18n } from '@lingui/core';
import { toast } from 'sonner';

// How long a message stays: long enough to read (and to reach Undo), paused while hovered or
// focused (sonner does that). Errors stay until read twice over.
const SAVED_MS = 6000;
const UNDO_MS = 10_000;
const ERROR_MS = 10_000;

/**
 * The product's toasts (one library, sonner, behind one small API): a short confirmation after a
 * save, an error that did not stop the page, or a done action that can be taken back. The texts
 * come from the caller's catalogue; the Undo label is the shared catalogue's. Toasts show in the
 * <Toaster> of the signed-in shell, in a polite live region; they never take the focus.
 */
export const notify = {
  /** "Saved." after a save the page shows no other way. */
  saved(message: string) {
    return toast.success(message, { duration: SAVED_MS });
  },
  /** Something went wrong after the fact (the form that caused it shows its own errors). */
  error(message: string) {
    return toast.error(message, { duration: ERROR_MS });
  },
  /**
   * A done action with a real way back: `onUndo` restores it on the server (call it only where
   * the server can restore; never promise an undo that only hides the change).
   */
  undoable(message: string, onUndo: () => void) {
    return toast(message, {
      duration: UNDO_MS,
      action: { label: i18n._('ui.undo'), onClick: onUndo },
    });
  },
  /** Clears every toast (tests; a page that must start clean). */
  dismissAll() {
    toast.dismiss();
  },
};
