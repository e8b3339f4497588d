import { spawnSync } from 'node:child_process';

export interface BuildRun {
  label: string;
  seconds: number;
  peakMemoryMB: number;
}

/**
 * Runs `docusaurus build` under GNU time and returns its wall time and the peak resident memory
 * of the largest process in the tree. `clean` wipes Docusaurus' caches first.
 */
export function timeBuild(
  label: string,
  options: { clean: boolean; env?: NodeJS.ProcessEnv },
): BuildRun {
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', ...options.env };
  if (options.clean) {
    run(['npx', 'docusaurus', 'clear'], env);
    run(['rm', '-rf', 'node_modules/.cache'], env);
  }
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', 'npx', 'docusaurus', 'build'], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`build failed (${label}):\n${result.stderr.slice(-4000)}`);
  }
  const match = /BENCH ([\d.]+) (\d+)/.exec(result.stderr);
  if (!match) throw new Error('could not read GNU time output');
  return { label, seconds: Number(match[1]), peakMemoryMB: Math.round(Number(match[2]) / 1024) };
}

function run(command: string[], env: NodeJS.ProcessEnv): void {
  const [file, ...args] = command;
  const result = spawnSync(file!, args, { env, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed`);
}
