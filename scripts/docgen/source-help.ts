// What to say when a command needs the CommandKit source and was not given it.
import { COMMIT } from './config';

export const SOURCE_REPO = 'underctrl-io/commandkit';
export const SOURCE_VERSION = '1.2.0';

/** The lines that tell a writer which checkout to make and the exact command to run. */
export function missingSourceHelp(command: string, args: string): string {
  return [
    `npm run ${command} needs a checkout of the CommandKit source: ${SOURCE_REPO} at commit ${COMMIT.slice(0, 8)} (${SOURCE_VERSION}).`,
    'Get it once (any folder outside this site):',
    `  git clone https://github.com/${SOURCE_REPO}.git ../commandkit`,
    `  git -C ../commandkit checkout ${COMMIT}`,
    'then run:',
    `  npm run ${command} -- ${args.replace('<source>', '../commandkit')}`,
    '(or set COMMANDKIT_SRC=../commandkit instead of --source)',
  ].join('\n');
}
