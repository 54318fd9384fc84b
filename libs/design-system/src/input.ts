export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { TextLink, type TextLinkProps, type TextLinkSize, type TextLinkVariant } from './components/text-link/text-link';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { FieldError, type FieldErrorProps } from './components/field-parts/field-error';
export { CheckboxGroup, type CheckboxGroupProps } from './components/checkbox/checkbox-group';
export { TextArea, type TextAreaProps } from './components/text-area/text-area';
export { FileInput, type FileInputProps } from './components/file-input/file-input';
export { DocumentUploadField, type DocumentUploadFieldProps } from './components/document-upload-field/document-upload-field';
export {
  PasswordStrengthHints,
  type PasswordStrengthHintsProps,
} from './components/password-strength-hints/password-strength-hints';
export { NewPasswordField, type NewPasswordFieldProps } from './components/password-strength-hints/new-password-field';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox/combobox';
