// The router. The back office lives under /oshec in its own lazily loaded chunk, outside the
// public layout; every other path is the public site, and unknown paths go to /.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { i18nReady } from '../i18n';
import '../styles/global.css';
import { fetchEarly } from '../api/public';
import { LoadBoundary } from './LoadBoundary';
import { Providers } from './Providers';
import { PreferencesProvider } from './preferences';
import { PublicLayout } from './PublicLayout';
import { publicRoutes } from './routes';
import { HomePage } from '../public/home/HomePage';

// The back office, with its strings (registered in the app's translation store by its chunk).
const AdminApp = lazy(() => import('../admin/AdminApp'));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/oshec/*"
        element={
          <LoadBoundary>
            <Suspense fallback={<p className="page-loading" role="status">Loading...</p>}>
              <AdminApp />
            </Suspense>
          </LoadBoundary>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        {publicRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * What the first render waits for: the stored language's catalogue (so a visitor never sees the
 * other language first) and, on the home page, the hero's banner for at most 300 ms (fetched
 * alongside the script, so the hero's text is in the first paint).
 */
const firstRender: Promise<unknown> | null = (() => {
  const waits: Promise<unknown>[] = [];
  if (i18nReady) waits.push(i18nReady);
  if (window.location.pathname === '/') {
    waits.push(Promise.race([fetchEarly('banner'), new Promise((resolve) => setTimeout(resolve, 300))]));
  }
  return waits.length ? Promise.all(waits) : null;
})();

function FirstRender({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstRender === null);
  useEffect(() => {
    let live = true;
    void firstRender?.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}

export function App() {
  return (
    <Suspense fallback={null}>
      <FirstRender>
        <BrowserRouter>
          <Providers>
            <PreferencesProvider>
              <AppRoutes />
            </PreferencesProvider>
          </Providers>
        </BrowserRouter>
      </FirstRender>
    </Suspense>
  );
}
