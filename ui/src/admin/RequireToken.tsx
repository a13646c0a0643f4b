import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../api/client';
import { rememberLink } from './session';

/**
 * Every /oshec/admin route needs a token; without one the page is the sign-in. A link to an
 * item (`?item=` from a workflow e-mail, `?edit=`) is opened after signing in (docs/workflow.md).
 */
export default function RequireToken({ children }: { children: ReactNode }) {
  const token = useToken();
  const { pathname, search } = useLocation();
  if (!token) {
    if (/[?&](item|edit)=/.test(search)) rememberLink(pathname + search);
    return <Navigate to="/oshec" replace />;
  }
  return <>{children}</>;
}
