// The small CommandKit-like source under tests/fixtures/.docgen/fidelity that the docgen tests
// extract, and the packages it holds.
import path from 'node:path';

export const FIDELITY_FIXTURE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'fixtures',
  '.docgen',
  'fidelity',
);

export const FIDELITY_PACKAGES = [
  { dir: 'core', folder: 'core', label: 'Core' },
  { dir: 'extra', folder: 'extra', label: 'Extra' },
];
