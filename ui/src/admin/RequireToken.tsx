import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useToken } from '../api/client';

/** Every /oshec/admin route needs a token; without one the page is the sign-in (DECISIONS.md §4). */
export default function RequireToken({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to="/oshec" replace />;
  return <>{children}</>;
}
