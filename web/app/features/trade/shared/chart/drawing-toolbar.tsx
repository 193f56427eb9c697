import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../../../ui/use-disclosure.ts';
import type { PanelMarket } from '../market-panels.tsx';
import { drawingTools, type KeptDrawing, measure } from './drawings.ts';
import type { ChartDrawings } from './use-chart-drawings.ts';

type Market = Pick<PanelMarket, 'quote' | 'pricePrecision'>;

function priceFormat(market: Market, localeTag: string): Intl.NumberFormat {
  return new Intl.NumberFormat(localeTag, {
    minimumFractionDigits: market.pricePrecision,
    maximumFractionDigits: market.pricePrecision,
  });
}

/** A drawing's name in words, its prices in the market's precision. */
export function useDrawingName(market: Market, localeTag: string) {
  const { t } = useTranslation();
  const price = priceFormat(market, localeTag);
  return (drawing: KeptDrawing) =>
    drawing.kind === 'horizontal'
      ? t('trade.chart.draw.horizontalAt', { price: price.format(drawing.price), quote: market.quote })
      : t('trade.chart.draw.trendFrom', {
          from: price.format(drawing.from.price),
          to: price.format(drawing.to.price),
          quote: market.quote,
        });
}

/** The market's drawings, each with its delete button, and a button that clears them all. */
function DrawingList({ drawings, market, localeTag }: { drawings: ChartDrawings; market: Market; localeTag: string }) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const nameOf = useDrawingName(market, localeTag);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Esc anywhere in the menu closes it.
    <div className="chart-drawings" ref={menu.root} onKeyDown={menu.closeOnEscape}>
      <button
        {...menu.buttonProps}
        className="choice-button"
        onClick={() => menu.setOpen(!menu.open)}
        data-testid="chart-drawings"
      >
        {t('trade.chart.draw.list')}
        {drawings.kept.length > 0 && <span className="chart-studies__count">{drawings.kept.length}</span>}
      </button>
      <div id={menu.panelId} className="popover chart-drawings__panel" hidden={!menu.open}>
        {drawings.kept.length === 0 ? (
          <p className="chart-drawings__empty">{t('trade.chart.draw.empty')}</p>
        ) : (
          <>
            <ul className="chart-drawings__items" aria-label={t('trade.chart.draw.list')}>
              {drawings.kept.map((drawing, index) => {
                const name = nameOf(drawing);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: drawings have no identity of their own; the list is short.
                  <li key={index} className="chart-drawings__item">
                    <span>{name}</span>
                    <button
                      type="button"
                      className="choice-button"
                      aria-label={t('trade.chart.draw.deleteOne', { drawing: name })}
                      onClick={() => drawings.remove(index)}
                    >
                      {t('trade.chart.draw.delete')}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button type="button" className="choice-button" onClick={drawings.clear}>
              {t('trade.chart.draw.clear')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The drawing tools over the price chart: each a toggle; the chosen one places the next drawing. */
export function DrawingToolbar({
  drawings,
  market,
  localeTag,
}: {
  drawings: ChartDrawings;
  market: Market;
  localeTag: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="chart-drawing-tools">
      <legend className="visually-hidden">{t('trade.chart.draw.label')}</legend>
      {drawingTools.map((tool) => (
        <button
          key={tool}
          type="button"
          className="choice-button"
          aria-pressed={drawings.tool === tool}
          // A click from the keyboard (Enter or Space: no pointer, detail 0) takes the focus to the chart's keys.
          onClick={(event) => drawings.chooseTool(tool, event.detail === 0)}
          data-testid={`draw-${tool}`}
        >
          {t(`trade.chart.draw.${tool}`)}
        </button>
      ))}
      <DrawingList drawings={drawings} market={market} localeTag={localeTag} />
    </fieldset>
  );
}

/** A span of seconds in its largest whole unit that fits, in the locale's words. */
function formatSpan(seconds: number, localeTag: string): string {
  const [unit, size] =
    seconds >= 86_400
      ? (['day', 86_400] as const)
      : seconds >= 3600
        ? (['hour', 3600] as const)
        : (['minute', 60] as const);
  return new Intl.NumberFormat(localeTag, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(seconds / size);
}

/** Over the chart: how to place the chosen tool's drawing, or what the ruler measured. */
export function DrawingStatus({
  drawings,
  market,
  localeTag,
  barSeconds,
}: {
  drawings: ChartDrawings;
  market: Market;
  localeTag: string;
  barSeconds: number;
}) {
  const { t } = useTranslation();
  const { tool, ruler } = drawings;
  let text = '';
  if (tool) {
    text = t(tool === 'horizontal' ? 'trade.chart.draw.hintOne' : 'trade.chart.draw.hintTwo');
  } else if (ruler) {
    const measured = measure(ruler.from, ruler.to, barSeconds);
    const price = priceFormat(market, localeTag);
    const percent = new Intl.NumberFormat(localeTag, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    text = t('trade.chart.draw.measure', {
      change: `${measured.change > 0 ? '+' : ''}${price.format(measured.change)}`,
      quote: market.quote,
      percent: percent.format(measured.fraction),
      bars: measured.bars,
      span: formatSpan(measured.seconds, localeTag),
    });
  }
  return (
    <p className="chart__drawing-status" role="status" hidden={text === ''} data-testid="drawing-status">
      {text}
    </p>
  );
}
