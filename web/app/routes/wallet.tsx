import { useTranslation } from 'react-i18next';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

// Placeholder while the screen is being built.
export default function Screen() {
  const { t } = useTranslation();
  return <p>{t('common.loading')}</p>;
}
