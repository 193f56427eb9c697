/** A row of mutually exclusive choices (aria-pressed buttons in a labelled group). */
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
    <fieldset
      className={`order-form__choice futures-form__choice${className ? ` ${className}` : ''}`}
      disabled={disabled}
    >
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
