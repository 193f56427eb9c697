import type { GridBot, GridStopAction } from '@vela/contracts/grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/form-parts.tsx';
import { Dialog } from '../../ui/popup/dialog.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { gridCalls } from './grid-api.ts';

/** Stopping a bot: its orders cancelled, its funds back to spot, the base sold or kept as chosen. */
export function StopDialog({
  bot,
  open,
  onClose,
  onStopped,
}: {
  bot: GridBot;
  open: boolean;
  onClose(): void;
  onStopped(bot: GridBot): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const base = bot.symbol.split('_')[0] ?? '';
  const [action, setAction] = useState<GridStopAction>(bot.onStop);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');

  async function stop() {
    setPending(true);
    setProblem('');
    const answer = await gridCalls.stop(bot.id, action);
    setPending(false);
    if (!answer.ok) {
      setProblem(t(`grid.errors.${answer.problem.key}`));
      return;
    }
    onStopped(answer.value);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('grid.stop.title', { symbol: bot.symbol.replace('_', '/') })}
      closeLabel={t('grid.close')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('grid.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={stop}
            disabled={pending}
            data-testid="grid-stop-confirm"
          >
            {pending ? t('grid.stop.stopping') : t('grid.stop.confirm')}
          </button>
        </>
      }
    >
      <p>{t('grid.stop.text')}</p>
      <ChoiceGroup
        legend={t('grid.stop.action')}
        name={`${name}-action`}
        value={action}
        options={[
          { value: 'sell-base', label: t('grid.stopAction.sell-base', { base }) },
          { value: 'keep-base', label: t('grid.stopAction.keep-base', { base }) },
        ]}
        onChange={setAction}
      />
      <FormError message={problem} />
    </Dialog>
  );
}
