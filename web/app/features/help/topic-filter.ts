/** What the index's search box compares: case and accents ignored, in the page's language. */
function searchable(text: string, localeTag: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase(localeTag);
}

/**
 * The articles whose title or summary contain every word of the query, in their order. An empty
 * query keeps them all.
 */
export function filterTopics<Topic extends { title: string; summary: string }>(
  topics: readonly Topic[],
  query: string,
  localeTag: string,
): Topic[] {
  const words = searchable(query, localeTag).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = searchable(`${topic.title} ${topic.summary}`, localeTag);
    return words.every((word) => text.includes(word));
  });
}
