// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import futuresAccount from '../../../../i18n/features/futuresAccount/en_US.json';
import { i18nFor } from '../../../../i18n/i18n.ts';
import enUS from '../../../../i18n/locales/en_US.json';
import { RealizedPnlCell } from './realized-pnl-cell.tsx';

afterEach(cleanup);

/** Closes made 40, fees 1.42 paid, funding 0.2 paid: 38.38 net, as the server computes it. */
const position = { closingPnl: '40', fees: '1.42', funding: '-0.2', netRealizedPnl: '38.38' };

function renderCell() {
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, futuresAccount })}>
      <RealizedPnlCell position={position} contract="BTCUSDT" tag="en-US" />
    </I18nextProvider>,
  );
  const figure = screen.getByTestId('futures-position-realized');
  const parts = screen.getByTestId('futures-realized-parts');
  return { figure, parts };
}

describe('the realized PnL of a position row', () => {
  it('shows the net of closes, fees and funding, in the profit colour', () => {
    const { figure } = renderCell();
    expect(figure.textContent).toBe('+38.38');
    expect(figure.className).toContain('up');
    expect(figure.getAttribute('aria-label')).toBe('Realized PnL of BTCUSDT: +38.38, net of fees and funding');
  });

  it('breaks it down on keyboard focus, as the figure’s description, until Escape or blur', () => {
    const { figure, parts } = renderCell();
    expect(parts.hidden).toBe(true);
    expect(figure.getAttribute('aria-describedby')).toBe(parts.id);
    expect(parts.getAttribute('role')).toBe('tooltip');
    fireEvent.focus(figure);
    expect(parts.hidden).toBe(false);
    expect([...parts.children].map((part) => part.textContent)).toEqual([
      'Closing PnL +40.00',
      'Trading fees -1.42',
      'Funding -0.20',
    ]);
    fireEvent.keyDown(figure, { key: 'Escape' });
    expect(parts.hidden).toBe(true);
    fireEvent.click(figure);
    expect(parts.hidden).toBe(false);
    fireEvent.blur(figure);
    expect(parts.hidden).toBe(true);
  });

  it('breaks it down on hover', () => {
    const { figure, parts } = renderCell();
    fireEvent.mouseEnter(figure);
    expect(parts.hidden).toBe(false);
    fireEvent.mouseLeave(figure);
    expect(parts.hidden).toBe(true);
  });
});
