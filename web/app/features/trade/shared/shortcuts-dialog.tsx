import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/popup/dialog.tsx';
import { chartShortcuts, terminalShortcuts } from './terminal-shortcuts.ts';

/** The list of the terminal's keyboard shortcuts (opened by ? or its button). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('terminal.shortcuts.title')} closeLabel={t('common.close')}>
      <dl className="shortcuts-list">
        {terminalShortcuts.map((shortcut) => (
          <div key={shortcut.action} className="shortcuts-list__row">
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{t(`terminal.shortcuts.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('terminal.shortcuts.chartTitle')}</h3>
      <dl className="shortcuts-list" data-testid="chart-shortcuts">
        {chartShortcuts.map((shortcut) => (
          <div key={shortcut.action} className="shortcuts-list__row">
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{t(`terminal.shortcuts.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts-list__note">{t('terminal.shortcuts.note')}</p>
    </Dialog>
  );
}
