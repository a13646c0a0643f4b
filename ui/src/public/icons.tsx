// The few icons of the first view, drawn here so the first load carries no icon library.
// All are decorative: the control they sit in has the accessible name.
import type { ReactNode } from 'react';

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MoonIcon = () => (
  <Icon>
    <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path {...stroke} d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const ArrowUpIcon = () => (
  <Icon>
    <path {...stroke} d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon>
    <path fill="currentColor" d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon>
    <path fill="currentColor" d="M7 4.5v15l13-7.5z" />
  </Icon>
);
export const MortarboardIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path fill="currentColor" d="M12 3 1 8.5 12 14l11-5.5zM5.5 11.2v4.3c0 1.9 2.9 3.5 6.5 3.5s6.5-1.6 6.5-3.5v-4.3L12 14.5z" />
    <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M21 8.8v6.4" />
    <circle cx="21" cy="16.2" r="1.3" fill="currentColor" />
  </Icon>
);
