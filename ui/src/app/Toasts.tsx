// The toast area: top-right, closing after 1 s (SPEC §9). Toasts are announced: the container
// is a polite live region and each toast an alert.
import { ToastContainer } from 'react-toastify';
import { useT } from '../i18n';

export default function Toasts() {
  const { t } = useT();
  return <ToastContainer position="top-right" autoClose={1000} aria-label={t('toasts')} />;
}
