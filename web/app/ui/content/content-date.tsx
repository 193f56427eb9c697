import { useTimeFormat } from '../../state/time-format.ts';

/** A publish time in the spec's format and the viewer's chosen zone; the same text on server and client. */
export function ContentDate({ value }: { value: string }) {
  const zoned = useTimeFormat();
  return (
    <time dateTime={value} className="content-date">
      {zoned.stamp(value)}
    </time>
  );
}
