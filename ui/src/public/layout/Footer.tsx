// The footer landmark (docs/decisions.md §1). Its links are part of every page from the first paint, so
// keyboard, screen reader and script-less visitors reach them on the shortest page; only the
// map waits until the visitor presses "Show map" (see MapFrame).
import { FooterContent } from './FooterContent';

export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}
