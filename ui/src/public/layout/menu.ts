// The header menu of docs/decisions.md §1, paths exactly as spelt there. Labels are i18n keys.
import { PATHS } from '../../shared/paths';
export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  children: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

// The addresses live in shared/paths.ts (the back office links to them too).
export { PATHS };

export const MENU: MenuEntry[] = [
  { label: 'nav.home', to: PATHS.home },
  {
    label: 'nav.about',
    children: [
      { label: 'nav.introduction', to: PATHS.introduction },
      { label: 'nav.vision', to: PATHS.vision },
      { label: 'nav.organization', to: PATHS.organization },
    ],
  },
  {
    label: 'nav.acts',
    children: [
      { label: 'nav.oshecAct', to: PATHS.acts },
      { label: 'nav.proceedings', to: PATHS.proceedings },
    ],
  },
  { label: 'nav.initiatives', children: [{ label: 'nav.initiativeReports', to: PATHS.initiatives }] },
  {
    label: 'nav.academics',
    children: [
      { label: 'nav.ug', to: PATHS.ug },
      { label: 'nav.pg', to: PATHS.pg },
    ],
  },
  { label: 'nav.reports', children: [{ label: 'nav.centralReports', to: PATHS.central }] },
  {
    label: 'nav.notifications',
    children: [
      { label: 'nav.notices', to: PATHS.notices },
      { label: 'nav.news', to: PATHS.news },
    ],
  },
  { label: 'nav.activities', children: [{ label: 'nav.ongoing', to: PATHS.ongoing }] },
  { label: 'nav.eContents', to: PATHS.eContents },
  { label: 'nav.nep', children: [{ label: 'nav.nepLetters', to: PATHS.nep }] },
  {
    label: 'nav.gallery',
    children: [
      { label: 'nav.photos', to: PATHS.photos },
      { label: 'nav.videos', to: PATHS.videos },
    ],
  },
];

/** The menu group a path belongs to, for the breadcrumb and the current-section marker. */
export function groupOf(path: string): MenuGroup | undefined {
  const lower = path.toLowerCase();
  return MENU.find(
    (entry): entry is MenuGroup => 'children' in entry && entry.children.some((c) => c.to.toLowerCase() === lower),
  );
}
