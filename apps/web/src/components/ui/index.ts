export { Alert, type AlertProps, type AlertVariant } from './alert';
export { Avatar } from './avatar';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { FormField, type FormFieldProps } from './form-field';
export { Input, type InputProps } from './input';
export { Label, type LabelProps } from './label';
export { Select, type SelectOption, type SelectProps } from './select';
export { PageSpinner, Spinner, type SpinnerProps } from './spinner';
export { Textarea, type TextareaProps } from './textarea';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export { CheckboxField, CheckboxGroup, type CheckboxOption } from './checkbox-group';
export {
  PageSkeleton,
  SkeletonBlock,
  SkeletonCards,
  SkeletonForm,
  SkeletonList,
  SkeletonShape,
  SkeletonTable,
  SkeletonTiles,
} from './skeleton';
