import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * An outlined text field for forms. MUI's TextField also carries the Select machinery (menu,
 * popover, modal); the sign-in pages load this lighter composition instead.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  id,
  fullWidth = true,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
