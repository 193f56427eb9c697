import { useTimeFormat } from '../../state/time-format.ts';

/**
 * A publish time in the spec's format (YYYY/MM/DD HH:mm:ss) and the viewer's chosen zone, followed by
 * the zone's label outside the <time>; the same text on server and client.
 */
export function ContentDate({ value }: { value: string }) {
  const zoned = useTimeFormat();
  return (
    <span className="content-date">
      <time dateTime={value}>{zoned.timestamp(value)}</time> {zoned.label}
    </span>
  );
}
