// Five subpaths are declared only in their package's `exports` map, which the official
// TypeScript template's `"moduleResolution": "Node"` does not read: importing them fails the type
// check (TS2307) although they load at run time. Source: packages/analytics/package.json:9 and
// :13, packages/queue/package.json:15 and packages/tasks/package.json:13 and :18 (`exports` without
// a matching file or typesVersions), with
// packages/create-commandkit/templates/TypeScript/tsconfig.json:6.
// Reproduced by compiling one import of each with the template's compiler options.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SUBPATHS = {
  '@commandkit/analytics/posthog': 'posthog',
  '@commandkit/analytics/umami': 'umami',
  '@commandkit/queue/discordjs': 'RedisPubSubDriver',
  '@commandkit/tasks/sqlite': 'SQLiteDriver',
  '@commandkit/tasks/bullmq': 'BullMQDriver',
};
const DECLARATIONS = `declare module '@commandkit/analytics/posthog' {
  export * from '@commandkit/analytics/dist/posthog/index';
}
declare module '@commandkit/analytics/umami' {
  export * from '@commandkit/analytics/dist/umami/index';
}
declare module '@commandkit/queue/discordjs' {
  export * from '@commandkit/queue/dist/discordjs/index';
}
declare module '@commandkit/tasks/sqlite' {
  export * from '@commandkit/tasks/dist/drivers/sqlite';
}
declare module '@commandkit/tasks/bullmq' {
  export * from '@commandkit/tasks/dist/drivers/bullmq';
}
`;

export default async function reproduce(ctx) {
  const ts = ctx.require('typescript');
  const template = JSON.parse(
    readFileSync(
      join(ctx.source, 'packages/create-commandkit/templates/TypeScript/tsconfig.json'),
      'utf8',
    ),
  );
  // The project lives inside the workspace so that its node_modules resolve.
  const dir = join(ctx.root, `.known-issue-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const options = {
    ...ts.convertCompilerOptionsFromJson(template.compilerOptions, dir).options,
    noEmit: true,
  };
  const check = (files) => {
    const program = ts.createProgram({ rootNames: files, options });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.includes(d.file.fileName));
  };
  const results = [];
  const withDeclarations = [];
  for (const [specifier, name] of Object.entries(SUBPATHS)) {
    const file = join(dir, `${name}.ts`);
    writeFileSync(file, `import { ${name} } from '${specifier}';\nexport const value = ${name};\n`);
    const codes = check([file]).map((d) => d.code);
    let loads = true;
    try {
      const mod = await ctx.import(specifier);
      loads = name in mod;
    } catch (error) {
      loads = false;
      results.loadError ??= String(error);
    }
    results.push({ specifier, codes, loads });
    withDeclarations.push(file);
  }
  const declarations = join(dir, 'commandkit-subpaths.d.ts');
  writeFileSync(declarations, DECLARATIONS);
  const after = check([...withDeclarations, declarations]);
  const { rmSync } = await import('node:fs');
  rmSync(dir, { recursive: true, force: true });
  const reproducedFor = results.filter((r) => r.codes.includes(2307) && r.loads);
  return {
    reproduced: reproducedFor.length === results.length,
    evidence:
      results
        .map(
          (r) =>
            `${r.specifier}: ${r.codes.length ? r.codes.map((c) => `TS${c}`).join(',') : 'type-checks'}, ${r.loads ? 'loads' : 'does not load'}`,
        )
        .join('; ') +
      `; with the declaration file: ${after.length} error(s)${after.length ? ` (${ts.flattenDiagnosticMessageText(after[0].messageText, ' ')})` : ''}${results.loadError ? `; first load error: ${results.loadError}` : ''}`,
    workaroundWorks: after.length === 0,
  };
}
