/** Why `npm ci` must run in `dir`, or undefined when node_modules matches the lockfile. */
export function dependencyProblem(dir?: string): string | undefined;
