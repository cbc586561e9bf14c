/** A setting the server cannot start with; main.ts and the ops CLI print its message alone and exit. */
export class ConfigError extends Error {}
