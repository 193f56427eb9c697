import type { KycStatusResponse } from '@vela/contracts/kyc';
import { localeByCode } from '@vela/contracts/locale-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { useTimeFormat } from '../../state/time-format.ts';
import { fetchKycStatus } from './kyc-api.ts';
import type { KycProblem } from './kyc-problems.ts';
import { LevelOneForm } from './level-one-form.tsx';
import { LevelTwoForm } from './level-two-form.tsx';
import { VerificationLevel } from './verification-level.tsx';
import './verification.css';

/** One level of verification: what it unlocks, then its form or its state. */
function KycStep({
  done,
  title,
  unlocks,
  children,
}: {
  done: boolean;
  title: string;
  unlocks: string;
  children: ReactNode;
}) {
  return (
    <li className="kyc-step" data-done={done}>
      <h2 className="kyc-step__title">{title}</h2>
      <p className="kyc-step__unlocks">{unlocks}</p>
      {children}
    </li>
  );
}

/** The verification page: the level reached, then each level's form, state or result. */
export function VerificationScreen({ initial }: { initial: KycStatusResponse | null }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const zoned = useTimeFormat();
  const user = useAppStore((state) => state.user);
  const setUser = useAppStore((state) => state.setUser);
  const [status, setStatus] = useState(initial);
  const [news, setNews] = useState<string | null>(null);
  const [loadProblem, setLoadProblem] = useState<KycProblem | null>(null);
  const [loading, setLoading] = useState(false);

  async function reload() {
    setLoading(true);
    const answer = await fetchKycStatus();
    setLoading(false);
    if (answer.ok) {
      setStatus(answer.status);
      setLoadProblem(null);
    } else setLoadProblem(answer.problem);
  }

  if (!status) {
    return (
      <div className="kyc kyc--error" role="alert">
        <p>{t(loadProblem?.key ?? 'verification.errors.unknown', loadProblem?.values)}</p>
        <button type="button" className="button" onClick={() => void reload()} disabled={loading}>
          {t('verification.retry')}
        </button>
      </div>
    );
  }

  const onLevelOne = (next: KycStatusResponse) => {
    setStatus(next);
    setNews(t('verification.levelOneSuccess'));
    // The profile the shell holds: the KYC prompt reads kycVerified and goes away.
    if (user) setUser({ ...user, kycVerified: true, kycLevel: next.level });
  };
  const onLevelTwo = (next: KycStatusResponse) => {
    setStatus(next);
    setNews(t('verification.levelTwoSent'));
  };

  const { level, personal, levelTwo } = status;
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([localeByCode[locale].tag], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <div className="kyc">
      <p className="kyc__intro">{t('verification.intro')}</p>
      <p className="kyc__current">
        <span>{t('verification.yourLevel')}</span> <VerificationLevel level={level} />
      </p>
      <p className="kyc__news" role="status">
        {news}
      </p>
      <ol className="kyc__steps">
        <KycStep done={level >= 1} title={t('verification.levelOneTitle')} unlocks={t('verification.levelOneUnlocks')}>
          {level >= 1 ? (
            <p className="kyc-step__done" data-testid="kyc-level-one-done">
              <span className="kyc-step__check">{t('verification.done')}</span>
              {personal &&
                ` · ${t('verification.personalSummary', {
                  name: personal.legalName,
                  date: personal.dateOfBirth,
                  country: countryName(personal.country),
                })}`}
            </p>
          ) : (
            <LevelOneForm onVerified={onLevelOne} />
          )}
        </KycStep>
        <KycStep done={level >= 2} title={t('verification.levelTwoTitle')} unlocks={t('verification.levelTwoUnlocks')}>
          {level >= 2 ? (
            <p className="kyc-step__done" data-testid="kyc-level-two-done">
              <span className="kyc-step__check">{t('verification.done')}</span>
            </p>
          ) : level < 1 ? (
            <p className="kyc-step__locked">{t('verification.locked')}</p>
          ) : levelTwo?.status === 'pending' ? (
            <p className="kyc-step__pending" data-testid="kyc-level-two-pending">
              {t('verification.pending', { date: zoned.stamp(levelTwo.submittedAt) })}
            </p>
          ) : (
            <>
              {levelTwo?.status === 'rejected' && (
                <div className="kyc-step__rejected" data-testid="kyc-level-two-rejected">
                  <p>{t('verification.rejected', { reason: levelTwo.rejectReason ?? '' })}</p>
                  <p>{t('verification.resubmit')}</p>
                </div>
              )}
              <LevelTwoForm onSent={onLevelTwo} />
            </>
          )}
        </KycStep>
      </ol>
    </div>
  );
}
