import { HELP_INDEX_PATH } from '@vela/contracts/help-paths';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../features/content/breadcrumb.tsx';
import { ContactScreen } from '../features/help/contact-screen.tsx';
import { pageMeta } from '../lib/routing/page-meta.ts';
import type { Route } from './+types/help-contact';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t('help.contact.metaTitle'), description: t('help.contact.metaDescription') }));

export default function HelpContact() {
  const { t } = useTranslation();
  return <ContactScreen breadcrumb={<Breadcrumb trail={[{ to: HELP_INDEX_PATH, label: t('help.heading') }]} />} />;
}
