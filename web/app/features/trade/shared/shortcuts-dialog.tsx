import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/popup/dialog.tsx';
import { chartShortcuts, terminalShortcuts } from './terminal-shortcuts.ts';

/** Keys and what they do, each action's text under `terminal.shortcuts`. */
function ShortcutList({
  shortcuts,
  testId,
}: {
  shortcuts: readonly { keys: string; action: string }[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="shortcuts-list" data-testid={testId}>
      {shortcuts.map((shortcut) => (
        <div key={shortcut.action} className="shortcuts-list__row">
          <dt>
            <kbd>{shortcut.keys}</kbd>
          </dt>
          <dd>{t(`terminal.shortcuts.${shortcut.action}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list of the terminal's keyboard shortcuts (opened by ? or its button), then the price chart's keys. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('terminal.shortcuts.title')} closeLabel={t('common.close')}>
      <ShortcutList shortcuts={terminalShortcuts} />
      <h3>{t('terminal.shortcuts.chartTitle')}</h3>
      <ShortcutList shortcuts={chartShortcuts} testId="chart-shortcuts" />
      <p className="shortcuts-list__note">{t('terminal.shortcuts.note')}</p>
    </Dialog>
  );
}
