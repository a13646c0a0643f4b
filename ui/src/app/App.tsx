// The router. The back office lives under /oshec in its own lazily loaded chunk, outside the
// public layout; every other path is the public site. Unknown paths show the "page not found"
// page (the server answers them with 404); only the few old addresses go to /.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoadBoundary } from '../shared/LoadBoundary';
import { Providers } from './Providers';
import { PreferencesProvider } from '../shared/preferences';
import { PublicLayout } from './PublicLayout';
import { NotFoundPage, OLD_ADDRESSES, publicRoutes } from './routes';
import { HomePage } from '../public/home/HomePage';
import { useT } from '../i18n';

// The back office, with its strings (registered in the app's translation store by its chunk).
const AdminApp = lazy(() => import('../admin/AdminApp'));

/** What shows while the back office's chunk loads: in the reader's language, from the site's catalogue. */
function AdminLoading() {
  const { t } = useT();
  return <p className="page-loading" role="status">{t('status.loading')}</p>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/oshec/*"
        element={
          <LoadBoundary>
            <Suspense fallback={<AdminLoading />}>
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
        {OLD_ADDRESSES.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/" replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The providers and routes of the whole app, under whichever router renders it. */
export function AppTree() {
  return (
    <Providers>
      <PreferencesProvider>
        <AppRoutes />
      </PreferencesProvider>
    </Providers>
  );
}

export function App() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <AppTree />
      </BrowserRouter>
    </Suspense>
  );
}
