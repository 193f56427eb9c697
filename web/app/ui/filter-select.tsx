interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The first choice, value '': no filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** The class of the field around the label and the select. */
  fieldClassName?: string;
  selectClassName?: string;
}

/** A list filter's select: "all" first, then each value the list can be narrowed to. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  fieldClassName = 'field',
  selectClassName,
}: FilterSelectProps) {
  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={selectClassName} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
