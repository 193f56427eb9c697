import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Recovery codes at their only showing: copy, download, and a clear "saved" step to close. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vela-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="two-factor__codes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('twoFactor.recovery.heading')}</h3>
      <p>{t('twoFactor.recovery.saveNow')}</p>
      <ol className="two-factor__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('twoFactor.recovery.copy')}
        </button>
        <button type="button" className="button" onClick={download}>
          {t('twoFactor.recovery.download')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('twoFactor.recovery.saved')}
        </button>
      </div>
      <p className="form__note" role="status">
        {copied === 'yes'
          ? t('twoFactor.recovery.copied')
          : copied === 'failed'
            ? t('twoFactor.recovery.copyFailed')
            : ''}
      </p>
    </section>
  );
}
