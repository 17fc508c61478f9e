export * from './enums.ts';
export * from './accounts.ts';
export * from './structure.ts';
export * from './settings.ts';
export * from './forms.ts';
export * from './ai.ts';
export * from './notifications.ts';
export * from './decisions.ts';
