export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { FileInput, type FileInputProps } from './components/file-input/file-input';
