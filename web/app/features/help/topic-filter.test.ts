import { describe, expect, it } from 'vitest';
import { filterTopics } from './topic-filter.ts';

const topics = [
  { title: 'Trading fees', summary: 'What Vela charges on spot and futures trades.' },
  { title: 'Futures guide', summary: 'Margin, leverage, funding and liquidation.' },
  { title: 'Règles de trading', summary: 'Types d’ordres et pas de prix.' },
  { title: '先物ガイド', summary: '証拠金、レバレッジ、資金調達率' },
];

describe('help topic search', () => {
  it('keeps every topic for an empty or blank query', () => {
    expect(filterTopics(topics, '', 'en-US')).toHaveLength(4);
    expect(filterTopics(topics, '   ', 'en-US')).toHaveLength(4);
  });

  it('matches titles and summaries, ignoring case', () => {
    expect(filterTopics(topics, 'FUTURES', 'en-US').map((topic) => topic.title)).toEqual([
      'Trading fees',
      'Futures guide',
    ]);
    expect(filterTopics(topics, 'liquidation', 'en-US').map((topic) => topic.title)).toEqual(['Futures guide']);
  });

  it('needs every word, and ignores accents', () => {
    expect(filterTopics(topics, 'futures fees', 'en-US').map((topic) => topic.title)).toEqual(['Trading fees']);
    expect(filterTopics(topics, 'regles', 'fr-FR').map((topic) => topic.title)).toEqual(['Règles de trading']);
  });

  it('finds words in scripts without spaces', () => {
    expect(filterTopics(topics, 'レバレッジ', 'ja-JP').map((topic) => topic.title)).toEqual(['先物ガイド']);
  });

  it('finds nothing for a query no topic contains', () => {
    expect(filterTopics(topics, 'margin call bonus', 'en-US')).toEqual([]);
  });
});
