// The toast area: top-right, closing after 1 s (SPEC §9). Toasts are announced: the container
// is a polite live region and each toast an alert.
import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';

export default function Toasts() {
  const { t } = useTranslation();
  return <ToastContainer position="top-right" autoClose={1000} aria-label={t('toasts')} />;
}
