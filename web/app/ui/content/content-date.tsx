import { formatTimestamp } from '../../lib/format/datetime.ts';
import { useRootData } from '../../lib/routing/root-data.ts';

/** A publish time in the spec's format and the locale's zone; the same text on server and client. */
export function ContentDate({ value }: { value: string }) {
  const { locale } = useRootData();
  return (
    <time dateTime={value} className="content-date">
      {formatTimestamp(value, locale)}
    </time>
  );
}
