import { type ReactElement, useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashScreen } from '@/components/splash/splash-screen';
import {
  markSplashSeen,
  prefersReducedMotion,
  shouldShowSplash,
} from '@/components/splash/splash-session';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

let routes: ReactElement | undefined;
/**
 * One element for the app's whole life: when the splash ends, the App's state changes and React
 * bails out here instead of rendering every route under the router again. Made at the first
 * render rather than when this module loads, so running the app's code and starting the first
 * page (matching the URL, asking for its chunks) are two tasks of the browser, not one long one.
 */
const appRoutes = () => (routes ??= <RouterProvider router={createAppRouter()} />);

/** The app: router underneath, the start-up splash on top once per tab session. */
export function App() {
  const [isSplashVisible, setIsSplashVisible] = useState(() =>
    shouldShowSplash(window.sessionStorage),
  );
  const [isReducedMotion] = useState(prefersReducedMotion);
  const onSplashDone = useCallback(() => {
    markSplashSeen(window.sessionStorage);
    setIsSplashVisible(false);
  }, []);

  return (
    <AppProvider>
      <div inert={isSplashVisible || undefined}>{appRoutes()}</div>
      {isSplashVisible ? (
        <SplashScreen onDone={onSplashDone} isReducedMotion={isReducedMotion} />
      ) : null}
    </AppProvider>
  );
}
