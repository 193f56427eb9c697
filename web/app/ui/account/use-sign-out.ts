import { useNavigate } from 'react-router';
import { browserApi } from '../../lib/api/browser-api.ts';
import { clearUserInBrowser } from '../../lib/session/clear-user.ts';
import { markSessionChanged } from '../../lib/session/session-changes.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useLocalePath } from '../locale-link.tsx';

/** Logs out on the platform, clears the user in the browser and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  const path = useLocalePath();
  const setUser = useAppStore((state) => state.setUser);
  return async () => {
    // The auth contract (its schemas and zod) is loaded on the way out, not with every page.
    await import('@vela/contracts/auth').then(({ authPaths }) => browserApi().post(authPaths.logout)).catch(() => {});
    clearUserInBrowser();
    setUser(null);
    markSessionChanged();
    navigate(path('/'));
  };
}
