// What the native-like rewrite feature offers to routes (issue 25).
export { NativeVersionPanel } from './NativeVersionPanel';
