// The back office, loaded as its own chunk under /oshec (docs/decisions.md §3). Routes are relative to
// the /oshec/* route of the app.
import { Navigate, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import i18n from '../i18n';
import { registerAdminStrings } from './i18n';
import SignIn from './SignIn';
import AdminLayout from './AdminLayout';
import RequireToken from './RequireToken';
import Welcome from './Welcome';
import ContentPage from './ContentPage';
import ActivityPage from './ActivityPage';
import AccountPage from './AccountPage';
import BackupsPage from './BackupsPage';
import FeedbackInbox from './FeedbackInbox';
import HealthPage from './HealthPage';
import { ENTITIES } from './entities';
import { useRole } from './useRole';
import type { Abilities } from './session';
import type { ReactNode } from 'react';
import './admin.css';

// The admin tables read the public list calls with a token (all items): keep them in a cache of
// their own so public and admin answers for the same path never mix.
const adminSwr = { provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false };

// The admin strings come with this chunk, registered before any of its components renders.
registerAdminStrings(i18n);

export default function AdminApp() {
  return (
    <SWRConfig value={adminSwr}>
      <Routes>
        <Route index element={<SignIn />} />
        <Route
          path="admin"
          element={
            <RequireToken>
              <AdminLayout />
            </RequireToken>
          }
        >
          <Route index element={<Welcome />} />
          {ENTITIES.map((desc) => (
            <Route key={desc.route} path={desc.route} element={<ContentPage key={desc.route} desc={desc} />} />
          ))}
          <Route path="activity" element={<Only may="activity"><ActivityPage /></Only>} />
          <Route path="account" element={<AccountPage />} />
          <Route path="backups" element={<Only may="backups"><BackupsPage /></Only>} />
          <Route path="feedback" element={<Only may="feedback"><FeedbackInbox /></Only>} />
          <Route path="health" element={<Only may="review"><HealthPage /></Only>} />
          <Route path="*" element={<Navigate to="/oshec/admin" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/oshec" replace />} />
      </Routes>
    </SWRConfig>
  );
}

/** A page the role may not use leads to the dashboard (the server would answer 403 anyway). */
function Only({ may, children }: { may: keyof Abilities; children: ReactNode }) {
  const { can } = useRole();
  return can[may] ? <>{children}</> : <Navigate to="/oshec/admin" replace />;
}
