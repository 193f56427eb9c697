import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../../../ui/use-disclosure.ts';
import {
  type ChartSettings,
  chartTypes,
  MAX_PERIOD,
  MAX_WIDTH,
  type PriceSource,
  priceSources,
  type StudyName,
  studyNames,
} from './chart-settings.ts';

type Change = (next: ChartSettings) => void;

/** The numeric settings of each study, in the order the menu shows them. */
const studyFields: Record<StudyName, readonly string[]> = {
  ma: ['period'],
  ema: ['period'],
  bollinger: ['period', 'width'],
  volumeMa: ['period'],
  macd: ['fast', 'slow', 'signal'],
  rsi: ['period'],
};

function NumberField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <label className="chart-studies__field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          // Only whole numbers in range reach the chart; anything else waits for the next key.
          if (Number.isInteger(next) && next >= 1 && next <= max) onChange(next);
        }}
        onBlur={() => setText(String(value))}
      />
    </label>
  );
}

/** One study: its switch, then its periods and source. */
function StudyRow({ name, settings, onChange }: { name: StudyName; settings: ChartSettings; onChange: Change }) {
  const { t } = useTranslation();
  const study = settings[name] as Record<string, unknown> & { on: boolean };
  const set = (patch: Record<string, unknown>) => onChange({ ...settings, [name]: { ...study, ...patch } });
  return (
    <fieldset className="chart-studies__study">
      <legend className="visually-hidden">{t(`trade.chart.studies.${name}`)}</legend>
      <label className="chart-studies__switch">
        <input
          type="checkbox"
          checked={study.on}
          onChange={(event) => set({ on: event.target.checked })}
          data-testid={`study-${name}`}
        />
        {t(`trade.chart.studies.${name}`)}
      </label>
      <div className="chart-studies__fields">
        {studyFields[name].map((field) => (
          <NumberField
            key={field}
            label={t(`trade.chart.studies.fields.${field}`)}
            value={study[field] as number}
            max={field === 'width' ? MAX_WIDTH : MAX_PERIOD}
            onChange={(value) => set({ [field]: value })}
          />
        ))}
        {'source' in study && (
          <label className="chart-studies__field">
            <span>{t('trade.chart.studies.fields.source')}</span>
            <select
              value={study.source as string}
              onChange={(event) => set({ source: event.target.value as PriceSource })}
            >
              {priceSources.map((source) => (
                <option key={source} value={source}>
                  {t(`trade.chart.studies.sources.${source}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </fieldset>
  );
}

function StudiesMenu({ settings, onChange }: { settings: ChartSettings; onChange: Change }) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const count = studyNames.filter((name) => settings[name].on).length;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc anywhere in the menu closes it.
    <div className="chart-studies" ref={menu.root} onKeyDown={menu.closeOnEscape}>
      <button
        {...menu.buttonProps}
        className="choice-button"
        onClick={() => menu.setOpen(!menu.open)}
        data-testid="chart-studies"
      >
        {t('trade.chart.studies.button')}
        {count > 0 && <span className="chart-studies__count">{count}</span>}
      </button>
      <fieldset id={menu.panelId} className="popover chart-studies__panel" hidden={!menu.open}>
        <legend className="visually-hidden">{t('trade.chart.studies.button')}</legend>
        {/* Rows (and their inputs) only while open: the terminal's first render stays small. */}
        {menu.open &&
          studyNames.map((name) => <StudyRow key={name} name={name} settings={settings} onChange={onChange} />)}
      </fieldset>
    </div>
  );
}

function useFullscreen(target: () => HTMLElement | null) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === target());
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else
      void target()
        ?.requestFullscreen()
        .catch(() => {});
  };
  return { on, supported, toggle };
}

/**
 * The chart's type, its studies, its drawing tools and full screen. On a narrow screen they fold
 * into one menu (CSS shows its button below 40rem).
 */
export function ChartTools({
  settings,
  onChange,
  fullscreenTarget,
  priceShown,
  drawingTools,
}: {
  settings: ChartSettings;
  onChange: Change;
  fullscreenTarget: () => HTMLElement | null;
  /** The price chart is the one shown (type, studies and drawings apply to it, not to the depth). */
  priceShown: boolean;
  drawingTools?: ReactNode;
}) {
  const { t } = useTranslation();
  const folded = useDisclosure();
  const fullscreen = useFullscreen(fullscreenTarget);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc anywhere in the menu closes it.
    <div
      className="chart-tools"
      ref={folded.root}
      data-open={folded.open ? '' : undefined}
      onKeyDown={folded.closeOnEscape}
    >
      <button
        {...folded.buttonProps}
        className="choice-button chart-tools__fold"
        aria-label={t('trade.chart.tools')}
        onClick={() => folded.setOpen(!folded.open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div id={folded.panelId} className="chart-tools__items">
        {priceShown && (
          <>
            <label className="chart-tools__type">
              <span className="visually-hidden">{t('trade.chart.type.label')}</span>
              <select
                value={settings.type}
                onChange={(event) => onChange({ ...settings, type: event.target.value as ChartSettings['type'] })}
                data-testid="chart-type"
              >
                {chartTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`trade.chart.type.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <StudiesMenu settings={settings} onChange={onChange} />
            {drawingTools}
          </>
        )}
        {fullscreen.supported && (
          <button type="button" className="choice-button" onClick={fullscreen.toggle} data-testid="chart-fullscreen">
            {t(fullscreen.on ? 'trade.chart.fullscreen.leave' : 'trade.chart.fullscreen.enter')}
          </button>
        )}
      </div>
    </div>
  );
}
