import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** The account's verification level in words, with the way to the next level while there is one. */
export function VerificationLevel({ level, linked = false }: { level: number; linked?: boolean }) {
  const { t } = useTranslation();
  const known = level >= 2 ? 2 : level === 1 ? 1 : 0;
  return (
    <span className="kyc-level" data-level={known} data-testid="kyc-level">
      <span className="kyc-level__badge">{t(`verification.levels.${known}`)}</span>
      {linked && known < 2 && (
        <>
          {' '}
          <LocaleLink to="/account/verification">{t('verification.heading')}</LocaleLink>
        </>
      )}
    </span>
  );
}
