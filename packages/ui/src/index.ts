/**
 * Shared React primitives (decision 054): accessible, keyboard-usable, styled with CSS
 * modules over the theme's custom properties (`@cp/ui/tokens.css`). No texts of their own:
 * every label comes translated from the app.
 */
export { Avatar, type AvatarProps, initials } from './avatar/avatar';
export { Badge, type BadgeProps } from './badge/badge';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field/checkbox-field';
// Copying a link to pass on, for the learner and staff apps.
export { type CopyOutcome, copyText } from './clipboard/copy-text';
export { ConfirmButton, type ConfirmButtonProps } from './confirm-button/confirm-button';
export { type DataColumn, DataTable, type DataTableProps } from './data-table/data-table';
export { Dialog, type DialogProps } from './dialog/dialog';
export { Pager, type PagerProps } from './pager/pager';
// The per-user event socket both apps open (decision 021); each app brings its own parser.
export {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeOptions,
  type SocketLike,
} from './realtime/connect-realtime';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field/select-field';
export { Spinner } from './spinner/spinner';
export { EmptyState, type EmptyStateProps } from './states/empty-state';
export { ErrorState, type ErrorStateProps } from './states/error-state';
export { nextTabIndex, type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { characterCount, TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
// Chat attachments by tus, for the learner and staff apps (decision 052).
export * from './uploads';
