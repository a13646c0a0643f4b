// The main menu: links, disclosure groups (click, Enter/Space, Escape), and the Menu button that
// opens it on narrow screens. The button sits in the header's row beside the council's name (see
// Header), so the phone header stays two short rows; the list it opens follows in the <nav>.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useStateOf } from '../../shared/useStateOf';
import { CloseIcon, MenuIcon } from '../icons';
import { MENU, PATHS, groupOf, type MenuGroup } from './menu';

/** The Menu button of narrow screens (hidden where the menu is a bar, 64em and wider). */
export function MenuToggle({ open, listId, onToggle }: { open: boolean; listId: string; onToggle: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
      {open ? <CloseIcon /> : <MenuIcon />}
      <span>{t('nav.menu')}</span>
    </button>
  );
}

export function MainMenu({ listId, mobileOpen }: { listId: string; mobileOpen: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  // A group's menu closes on a new page.
  const [open, setOpen] = useStateOf<string | null>(pathname, null);
  const nav = useRef<HTMLElement>(null);
  const current = groupOf(pathname);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    const button = nav.current?.querySelector<HTMLButtonElement>(`[data-group="${open}"]`);
    setOpen(null);
    button?.focus();
  };

  return (
    <nav className="main-nav" aria-label={t('nav.label')} ref={nav} onKeyDown={onKeyDown}>
      <div className="container">
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
          {/* On phones the top bar has no room for this link: the menu holds it there. */}
          <li className="menu-phone-only">
            <MenuLink to={PATHS.screenReader} className="menu-item" current={pathname}>
              {t('topbar.screenReader')}
            </MenuLink>
          </li>
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
