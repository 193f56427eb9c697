import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/popup/dialog.tsx';
import { contractCode } from './contract-name.ts';
import { useFuturesTerminal } from './futures-context.tsx';

/**
 * On a phone the order form lives in a bottom sheet, opened from a bar at the bottom of the
 * screen. It shows the same form (the terminal's draft), so nothing typed is lost between them.
 */
export function FuturesOrderSheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { contract } = useFuturesTerminal();
  const [open, setOpen] = useState(false);
  const name = t('futures.contract', { code: contractCode(contract) });
  return (
    <>
      <div className="order-sheet__bar futures-sheet__bar">
        <button
          type="button"
          className="button button--primary futures-sheet__open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('futures.sheet.open')}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('futures.sheet.title', { name })}
        closeLabel={t('futures.sheet.close')}
        className="order-sheet"
      >
        {children}
      </Dialog>
    </>
  );
}
