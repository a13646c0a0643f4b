// The footer landmark (SPEC §2.4). Its content comes with the below-the-fold chunk.
import { lazy } from 'react';
import { Deferred } from '../home/Deferred';

const FooterContent = lazy(() => import('../home/below').then((m) => ({ default: m.FooterContent })));

export function Footer() {
  return (
    <footer className="site-footer">
      <Deferred className="footer-placeholder">
        <FooterContent />
      </Deferred>
    </footer>
  );
}
