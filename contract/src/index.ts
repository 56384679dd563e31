// The product API's shapes, shared by server and web. One file per domain; re-exported here.
import './browser-config';
export * from './errors';
export * from './languages';
export * from './profile';
export * from './journal';
export * from './concepts';
export * from './mastery';
export * from './assessment';
export * from './corrections';
export * from './exercises';
export * from './slides';
export * from './answers';
export * from './scoring';
export * from './assessment-api';
export * from './text-length';
export * from './time-zone';
export * from './model-limits';
export * from './export-format';
