/**
 * Whether this browser's trader has confirmed the futures risk notice (localStorage
 * `futuresRiskAccepted`). Read and written from event handlers only; blocked storage reads as
 * not confirmed, so the notice shows again rather than never.
 */
const RISK_KEY = 'futuresRiskAccepted';

export function riskAccepted(): boolean {
  try {
    return window.localStorage.getItem(RISK_KEY) === '1';
  } catch {
    return false;
  }
}

export function acceptRisk(): void {
  try {
    window.localStorage.setItem(RISK_KEY, '1');
  } catch {
    // Storage blocked: the notice shows again next time, which is the safe side.
  }
}
