// The toast area: top-right, closing after 1 s (docs/visitors.md). Toasts are announced: the
// container is a polite live region and each toast an alert. A press on a toast reaches the page
// beneath it (styles/pages.css): only its close button closes it.
import { ToastContainer } from 'react-toastify';
import { useT } from '../i18n';

export default function Toasts() {
  const { t } = useT();
  return <ToastContainer position="top-right" autoClose={1000} closeOnClick={false} aria-label={t('toasts')} />;
}
