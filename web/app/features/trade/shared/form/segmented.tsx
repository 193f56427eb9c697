/** A row of mutually exclusive choices (aria-pressed buttons in a labelled group): side, order type, unit, margin mode... */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  disabled,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className={className ? `order-form__choice ${className}` : 'order-form__choice'} disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          data-value={option.value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}
