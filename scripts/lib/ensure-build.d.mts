// Types of ensure-build.mjs for the TypeScript tests that start the built server.

/** The repository's root directory. */
export const root: string;

/** Builds the app when build/ is missing or older than the sources; exits if the build fails. */
export function ensureBuild(): void;
