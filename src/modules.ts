/** The module map lives in common/ because the API checks the same tags and role limits (spec §6). */
export * from '../common/modulos';
