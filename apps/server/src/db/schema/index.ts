export * from './classrooms.ts';
export * from './enums.ts';
export * from './languages.ts';
export * from './profiles.ts';
export * from './seed-history.ts';
export * from './sessions.ts';
export * from './users.ts';
