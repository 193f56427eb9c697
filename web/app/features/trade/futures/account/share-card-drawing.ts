import type { ShareCard } from './model/share-card.ts';

/** The card's colours: its own dark face, the profit and loss colours of the user's theme. */
export interface ShareCardColors {
  readonly up: string;
  readonly down: string;
}

const WIDTH = 640;
const HEIGHT = 360;
const SCALE = 2;

/**
 * Draws `card` on a new canvas at twice its CSS size (sharp on a phone) and returns its PNG.
 * Browser only: called from an effect.
 */
export function drawShareCard(card: ShareCard, colors: ShareCardColors, fontFamily: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * SCALE;
  canvas.height = HEIGHT * SCALE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2D canvas'));
  context.scale(SCALE, SCALE);
  const font = (size: number, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  const tone = card.tone === 'up' ? colors.up : card.tone === 'down' ? colors.down : '#e6e8ea';

  const background = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, '#0f1720');
  background.addColorStop(1, '#1c2735');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);

  context.textBaseline = 'alphabetic';
  context.fillStyle = '#f0b90b';
  context.font = font(22, 700);
  context.fillText('Vela', 32, 48);

  context.fillStyle = '#e6e8ea';
  context.font = font(24, 600);
  context.fillText(card.title, 32, 104);
  const sideColor = card.side === 'long' ? colors.up : colors.down;
  context.font = font(16, 600);
  const badgeWidth = context.measureText(card.sideText).width + 20;
  context.fillStyle = sideColor;
  context.fillRect(32, 120, badgeWidth, 28);
  context.fillStyle = '#0f1720';
  context.fillText(card.sideText, 42, 140);

  context.fillStyle = '#9aa4af';
  context.font = font(16);
  context.fillText(card.roeLabel, 32, 190);
  context.fillStyle = tone;
  context.font = font(56, 700);
  context.fillText(card.roe, 32, 246);

  let y = 292;
  for (const [label, value] of card.prices) {
    context.fillStyle = '#9aa4af';
    context.font = font(15);
    context.fillText(label, 32, y);
    context.fillStyle = '#e6e8ea';
    context.font = font(15, 600);
    context.fillText(value, 200, y);
    y += 28;
  }

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png'),
  );
}
