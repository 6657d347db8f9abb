import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  value: string;
  helperText?: ReactNode;
  error?: boolean;
  endAdornment?: ReactNode;
};

/**
 * MUI's outlined text field without MUI, for the sign-in shell: the label floats into the
 * outline's notch when the field has focus or a value; what people type keeps its own direction.
 */
export function TextField({
  label,
  helperText,
  error = false,
  required,
  id,
  value,
  endAdornment,
  className,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const classes = ['c-field', value ? 'c-field--filled' : '', error ? 'c-field--error' : ''];
  const marker = required ? <span aria-hidden="true">&thinsp;*</span> : null;
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="c-field__label" htmlFor={inputId}>
        {label}
        {marker}
      </label>
      <div className={endAdornment ? 'c-field__box c-field__box--adorned' : 'c-field__box'}>
        <input
          dir="auto"
          {...input}
          className="c-field__input"
          id={inputId}
          value={value}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        />
        {endAdornment ? <div className="c-field__adornment">{endAdornment}</div> : null}
        <fieldset aria-hidden="true" className="c-field__outline">
          <legend className="c-field__legend">
            <span>
              {label}
              {marker}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p className="c-field__helper" id={helperId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
