import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** Where a detail page sits: the list and the class or track it belongs to. */
export function Breadcrumb({ trail }: { trail: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('content.breadcrumb')}>
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <LocaleLink to={step.to}>{step.label}</LocaleLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
