import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../state/feed-hooks.ts';

/** The feed's state in the header: live, reconnecting or offline. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const state = useConnectionState();
  return (
    <span className={`connection connection--${state}`} role="status" data-testid="connection-state" data-state={state}>
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__label">{t(`connection.${state}`)}</span>
    </span>
  );
}
