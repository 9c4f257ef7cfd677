import { TextField } from './text-field';

/**
 * A first and a last day (`YYYY-MM-DD`, or empty while not chosen), each date field bounding the other; `error` (a wrong
 * range) under the last.
 */
export function DayRangeFields(props: {
  readonly labels: { readonly from: string; readonly to: string };
  readonly from: string;
  readonly to: string;
  readonly onFrom: (day: string) => void;
  readonly onTo: (day: string) => void;
  readonly error?: string | undefined;
  readonly className?: string;
}) {
  const { from, to, className } = props;
  return (
    <>
      {/* The two fields mirror each other on purpose: each is the other's bound. */}
      <TextField
        className={className}
        label={props.labels.from}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => props.onFrom(event.target.value)}
      />
      <TextField
        className={className}
        label={props.labels.to}
        type="date"
        value={to}
        min={from || undefined}
        error={props.error}
        onChange={(event) => props.onTo(event.target.value)}
      />
    </>
  );
}
