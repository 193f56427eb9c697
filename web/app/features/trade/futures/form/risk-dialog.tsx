import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';

/** The first-use notice of what leverage risks, confirmed once per browser before the first order. */
export function RiskDialog({ open, onAccept, onClose }: { open: boolean; onAccept: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('futuresForm.risk.title')}
      closeLabel={t('futuresForm.risk.close')}
      className="futures-dialog"
      footer={
        <DialogActions
          dismissLabel={t('futuresForm.risk.decline')}
          onDismiss={onClose}
          confirmLabel={t('futuresForm.risk.accept')}
          onConfirm={onAccept}
          confirmTestId="futures-risk-accept"
        />
      }
    >
      <ul className="futures-dialog__list">
        <li>{t('futuresForm.risk.leverage')}</li>
        <li>{t('futuresForm.risk.liquidation')}</li>
        <li>{t('futuresForm.risk.funding')}</li>
      </ul>
    </Dialog>
  );
}
