// A part of the page whose code could not be fetched (a dropped connection, or a new release
// replacing the files) says so and offers a reload, instead of leaving the page blank.
import { Component, type ReactNode } from 'react';
import { useT } from '../i18n';

function LoadFailed() {
  const { t } = useT();
  return (
    <div className="load-failed" role="alert">
      <p>{t('status.loadFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
        {t('status.reload')}
      </button>
    </div>
  );
}

export class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded:', error);
  }

  render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
