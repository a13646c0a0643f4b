// The router. The back office lives under /oshec in its own lazily loaded chunk, outside the
// public layout; every other path is the public site, and unknown paths go to /.
import { lazy, Suspense, use, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import i18n, { i18nReady } from '../i18n';
import '../styles/global.css';
import { LoadBoundary } from './LoadBoundary';
import { Providers } from './Providers';
import { PreferencesProvider } from './preferences';
import { PublicLayout } from './PublicLayout';
import { publicRoutes } from './routes';
import { HomePage } from '../public/home/HomePage';

// The back office reads strings with react-i18next: it comes with the back office's chunk and is
// given the app's i18next instance before the back office renders.
const AdminApp = lazy(() =>
  Promise.all([import('react-i18next'), import('../admin/AdminApp')]).then(([reactI18next, admin]) => {
    reactI18next.setI18n(i18n);
    return admin;
  }),
);

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

/** Waits for the stored language's catalogue, so a visitor never sees the other language first. */
function LanguageReady({ children }: { children: ReactNode }) {
  if (i18nReady) use(i18nReady);
  return children;
}

export function App() {
  return (
    <Suspense fallback={null}>
      <LanguageReady>
        <BrowserRouter>
          <Providers>
            <PreferencesProvider>
              <AppRoutes />
            </PreferencesProvider>
          </Providers>
        </BrowserRouter>
      </LanguageReady>
    </Suspense>
  );
}
