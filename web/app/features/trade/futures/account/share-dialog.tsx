import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { LoadFailed, Loading } from '../../shared/panel-states.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import type { ShownContract } from './column-view.ts';
import { shareCardOf } from './model/share-card.ts';
import { drawShareCard } from './share-card-drawing.ts';

type Drawn = { status: 'drawing' } | { status: 'ready'; blob: Blob; url: string } | { status: 'failed' };

function themeColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * A position's PnL card (entry, mark, ROE at the mark, side, leverage: no amount of money), drawn
 * on a canvas once when the dialog opens, shown as the image it makes, to download as a PNG or copy.
 */
export function ShareDialog({
  position,
  contract,
  markPrice,
  onClose,
}: {
  position: FuturesPosition;
  contract: ShownContract;
  markPrice: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  // A snapshot taken when the dialog opens: the card does not follow the mark.
  const [card] = useState(() => shareCardOf(position, contract, markPrice, t, tag));
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing' });
  const [attempt, setAttempt] = useState(0);
  const [copyNote, setCopyNote] = useState<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) draws again
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    const colors = { up: themeColor('--up') || '#16a34a', down: themeColor('--down') || '#dc2626' };
    drawShareCard(card, colors, getComputedStyle(document.body).fontFamily).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setDrawn({ status: 'ready', blob, url });
      },
      () => current && setDrawn({ status: 'failed' }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [card, attempt]);

  const copy = async (blob: Blob) => {
    try {
      await navigator.clipboard.write([new ClipboardItem({ [blob.type]: blob })]);
      setCopyNote(t('futuresAccount.shareCopied'));
    } catch {
      setCopyNote(t('futuresAccount.shareCopyFailed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futuresAccount.shareTitle')}
      closeLabel={t('futuresAccount.close')}
      className="futures-dialog futures-share"
    >
      <div className="futures-dialog__body">
        {drawn.status === 'drawing' && <Loading />}
        {drawn.status === 'failed' && (
          <LoadFailed
            onRetry={() => {
              setDrawn({ status: 'drawing' });
              setAttempt((count) => count + 1);
            }}
          />
        )}
        {drawn.status === 'ready' && (
          <>
            <img
              className="futures-share__card"
              src={drawn.url}
              alt={card.description}
              data-testid="futures-share-card"
            />
            <div className="futures-share__actions">
              <a
                className="button button--primary"
                href={drawn.url}
                download={`${contract.code}-pnl.png`}
                data-testid="futures-share-download"
              >
                {t('futuresAccount.shareDownload')}
              </a>
              <button type="button" className="button button--ghost" onClick={() => void copy(drawn.blob)}>
                {t('futuresAccount.shareCopy')}
              </button>
            </div>
            {copyNote && (
              <p className="futures-share__note" role="status">
                {copyNote}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
