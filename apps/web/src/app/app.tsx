import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashScreen } from '@/components/splash/splash-screen';
import {
  markSplashSeen,
  prefersReducedMotion,
  shouldShowSplash,
} from '@/components/splash/splash-session';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();
// One element for the app's whole life: when the splash ends, the App's state changes and React
// bails out here instead of rendering every route under the router again.
const routes = <RouterProvider router={router} />;

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
      <div inert={isSplashVisible || undefined}>{routes}</div>
      {isSplashVisible ? (
        <SplashScreen onDone={onSplashDone} isReducedMotion={isReducedMotion} />
      ) : null}
    </AppProvider>
  );
}
