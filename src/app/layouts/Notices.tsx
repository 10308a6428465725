import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { noticeStore } from '../../lib/notices';

export function Notices() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.get);
  const { i18n } = useLingui();
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <p key={n.id} className={`notice notice--${n.tone}`}>
          {typeof n.message === 'string' ? n.message : i18n._(n.message)}
        </p>
      ))}
    </div>
  );
}
