// The code-block extraction lives in src/lib/content (src/ never imports scripts/); scripts and
// tests that import it from here keep working.
export * from '../../src/lib/content/code-blocks';
