// The main menu: links, disclosure groups (click, Enter/Space, Escape) and a Menu button on
// narrow screens.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { CloseIcon, MenuIcon } from '../icons';
import { MENU, groupOf, type MenuGroup } from './menu';

export function MainMenu() {
  const { t } = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const listId = useId();
  const current = groupOf(pathname);

  useEffect(() => {
    setOpen(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    const button = nav.current?.querySelector<HTMLButtonElement>(`[data-group="${open}"]`);
    setOpen(null);
    button?.focus();
  };

  return (
    <nav className="main-nav" aria-label={t('nav.label')} ref={nav} onKeyDown={onKeyDown}>
      <div className="container">
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={listId}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          <span>{t('nav.menu')}</span>
        </button>
        <ul id={listId} className={mobileOpen ? 'menu menu-open' : 'menu'}>
          {MENU.map((entry) => {
            if ('children' in entry) {
              return (
                <MenuGroupItem
                  key={entry.label}
                  group={entry}
                  open={open === entry.label}
                  current={current === entry}
                  pathname={pathname}
                  onToggle={() => setOpen((o) => (o === entry.label ? null : entry.label))}
                  onHover={(hovering) => setOpen(hovering ? entry.label : null)}
                />
              );
            }
            return (
              <li key={entry.label}>
                <MenuLink to={entry.to} className="menu-item" current={pathname}>
                  {t(entry.label)}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

/** A menu link that marks the current page (`aria-current="page"`). */
function MenuLink({ to, current, className, children }: { to: string; current: string; className: string; children: ReactNode }) {
  const here = to.toLowerCase() === current.toLowerCase();
  return (
    <Link to={to} className={here ? `${className} active` : className} aria-current={here ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function MenuGroupItem({
  group,
  open,
  current,
  onToggle,
  onHover,
  pathname,
}: {
  group: MenuGroup;
  open: boolean;
  current: boolean;
  pathname: string;
  onToggle: () => void;
  onHover: (hovering: boolean) => void;
}) {
  const { t } = useT();
  const id = useId();
  // Only a real mouse opens a group on hover; touch and keyboard use the button. A click that
  // comes right after the pointer opened the group keeps it open rather than closing it again.
  const hoverOpenedAt = useRef(0);
  const hover = (hovering: boolean) => (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse' || !window.matchMedia('(min-width: 64em)').matches) return;
    hoverOpenedAt.current = hovering && !open ? Date.now() : 0;
    onHover(hovering);
  };
  const toggle = () => {
    if (Date.now() - hoverOpenedAt.current < 600) return;
    onToggle();
  };
  return (
    <li className="menu-group" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <button
        type="button"
        className={current ? 'menu-item is-current' : 'menu-item'}
        aria-expanded={open}
        aria-controls={id}
        data-group={group.label}
        onClick={toggle}
      >
        {t(group.label)}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="submenu" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <MenuLink to={child.to} className="submenu-item" current={pathname}>
              {t(child.label)}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
