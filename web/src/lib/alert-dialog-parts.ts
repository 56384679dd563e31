// The real Radix alert dialog, in a chunk of its own: lib/lazy-alert-dialog.tsx imports it when a dialog
// is about to open (decision 300).
export { AlertDialog } from 'radix-ui';
