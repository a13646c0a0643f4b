import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { FiMenu, FiX } from 'react-icons/fi';
import { rememberEmail, rememberRole, signedInAs } from './session';
import { ROLE_LABELS, useRole } from './useRole';
import { toast } from 'react-toastify';
import { FiLogOut } from 'react-icons/fi';
import { logout } from '../api/admin';
import { ApiError, tokenStore } from '../api/client';
import { ENTITIES } from './entities';
import { useAdminT } from './useAdminT';
import { ERROR_TOAST, REDIRECT_DELAY_MS } from './toasts';

/** /oshec/admin: top bar, sidebar of docs/decisions.md §3, and the routed content. */
export default function AdminLayout() {
  const t = useAdminT();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const email = signedInAs();
  const { role, can, mustChange: mustChangePassword, mustEnrol } = useRole();
  // Only the account page until the password or the second factor is set (docs/sign-in.md).
  const mustChange = mustChangePassword || mustEnrol;
  // On a phone the menu closes once a page is chosen.
  useEffect(() => setMenuOpen(false), [pathname]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Toasts appear below the top bar, never over it (admin.css reads --adm-toast-top): where the
  // bar ends on screen, which changes when it wraps on a phone or scrolls away.
  const topbar = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = topbar.current;
    if (!bar) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = Math.max(0, Math.round(bar.getBoundingClientRect().bottom));
      root.style.setProperty('--adm-toast-top', `${bottom}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(bar);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty('--adm-toast-top');
    };
  }, []);

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      const answer = await logout();
      if (answer.outcome !== false) {
        toast.success(t('Logged out successfully!'));
        // The token goes when the page does, so the guard does not cut the 1 s notice short.
        timer.current = window.setTimeout(() => {
          tokenStore.clear();
          rememberEmail(null);
          rememberRole(null);
          navigate('/oshec', { replace: true });
        }, REDIRECT_DELAY_MS);
        return;
      }
      toast.error(t('Failed to log out. Please try again.'), ERROR_TOAST);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        toast.error(t('An error occurred during logout.'), ERROR_TOAST);
      }
    }
    setLeaving(false);
  };

  return (
    <div className="adm-shell">
      <header className="adm-topbar" ref={topbar}>
        <Link to="/" className="adm-logo" aria-label={t('OSHEC home page')}>
          <img src="/logo.svg" width={40} height={40} alt="" />
          <span aria-hidden="true">OSHEC</span>
        </Link>
        <div className="adm-topbar-end">
          <span className="adm-user">
            <span className="visually-hidden">{t('Signed in as')} </span>
            {email ?? t('Admin')}
            <span className="adm-role"> ({t(ROLE_LABELS[role])})</span>
          </span>
          <button type="button" className="adm-button adm-logout" onClick={onLogout} disabled={leaving}>
            <FiLogOut aria-hidden="true" /> {t('Logout')}
          </button>
        </div>
      </header>
      <div className="adm-body">
        <button
          type="button"
          className="adm-button adm-menu-button"
          aria-expanded={menuOpen}
          aria-controls="adm-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <FiX aria-hidden="true" /> : <FiMenu aria-hidden="true" />} {t('Menu')}
        </button>
        <nav id="adm-sidebar" className={menuOpen ? 'adm-sidebar adm-sidebar-open' : 'adm-sidebar'} aria-label={t('Back office')}>
          {mustChange ? (
            <ul>
              <li>
                <NavLink to="/oshec/admin/account">{t('My account')}</NavLink>
              </li>
            </ul>
          ) : (
          <ul>
            <li>
              <NavLink to="/oshec/admin" end>
                {t('Dashboard')}
              </NavLink>
            </li>
            {ENTITIES.map((desc) => (
              <li key={desc.route}>
                <NavLink to={`/oshec/admin/${desc.route}`}>{t(desc.navLabel)}</NavLink>
              </li>
            ))}
            {can.feedback && (
              <li>
                <NavLink to="/oshec/admin/feedback">{t('Feedback')}</NavLink>
              </li>
            )}
            {can.review && (
              <li>
                <NavLink to="/oshec/admin/health">{t('Site health')}</NavLink>
              </li>
            )}
            {can.activity && (
              <li className="adm-nav-gap">
                <NavLink to="/oshec/admin/activity">{t('Activity')}</NavLink>
              </li>
            )}
            {can.backups && (
              <li>
                <NavLink to="/oshec/admin/backups">{t('Backups')}</NavLink>
              </li>
            )}
            <li className={can.activity ? undefined : 'adm-nav-gap'}>
              <NavLink to="/oshec/admin/account">{t('My account')}</NavLink>
            </li>
          </ul>
          )}
        </nav>
        <main className="adm-main" id="main" tabIndex={-1}>
          {/* A temporary password: nothing but its change works until it is done (docs/roles.md). */}
          {mustChange && !pathname.startsWith('/oshec/admin/account') ? <Navigate to="/oshec/admin/account" replace /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
