// The locale list and matching moved to platform/ so the auth API can share them without
// importing GraphQL; this re-export keeps the existing imports working.
export * from '../../platform/locales.ts';
