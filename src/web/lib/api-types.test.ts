import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The web's answers are typed by the server's routes, which are typed by the contracts: renaming a
 * field of a response schema in src/contracts must break the page that reads it, at compile time.
 * The pages are type-checked with the TypeScript compiler and the project's tsconfig, with one field
 * of each case's contract renamed in memory; each page must then fail on exactly that field. Were
 * answers `any` (an unchecked cast, a route type lost on the way), the pages would still compile and
 * this test would fail. (That the tree as it is compiles is `npm run typecheck`'s job.)
 */

const root = path.resolve(import.meta.dirname, '../../..');

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.json could not be read');
const options = config.options;

/** Each page's type errors, with some files' text replaced (absolute path → text). */
function pageErrors(pages: string[], overrides: Map<string, string>): Map<string, string[]> {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => overrides.get(path.resolve(file)) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    const replaced = overrides.get(path.resolve(file));
    return replaced === undefined
      ? getSourceFile(file, languageVersion, ...rest)
      : ts.createSourceFile(file, replaced, languageVersion, true);
  };
  const files = pages.map((page) => path.join(root, page));
  const program = ts.createProgram({ rootNames: files, options, host });
  return new Map(
    pages.map((page, index) => {
      const sourceFile = program.getSourceFile(files[index]!);
      if (!sourceFile) throw new Error(`${page} is not part of the program`);
      const errors = [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ];
      return [page, errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' '))];
    }),
  );
}

/** The contract's text with `field` renamed inside the schema `schema` (its first occurrence after it). */
function renameField(contract: string, schema: string, field: string): [string, string] {
  const file = path.join(root, contract);
  const text = ts.sys.readFile(file);
  if (text === undefined) throw new Error(`${contract} is missing`);
  const start = text.indexOf(`export const ${schema} = `);
  const at = start < 0 ? -1 : text.indexOf(`${field}:`, start);
  if (at < 0)
    throw new Error(`${contract} no longer declares ${schema}.${field}: update this test`);
  return [file, `${text.slice(0, at)}${field}Renamed${text.slice(at + field.length)}`];
}

const cases = [
  {
    page: 'src/web/features/dashboard/latest-content.tsx',
    contract: 'src/contracts/content.ts',
    schema: 'contentListItem',
    field: 'durationMinutes',
  },
  {
    page: 'src/web/admin/tabs/admin-management/psalm-statistics.tsx',
    contract: 'src/contracts/psalms.ts',
    schema: 'psalmStats',
    field: 'last7Days',
  },
];

describe('a response schema change reaches the pages that read it', () => {
  // One compiler run for every case (the route types take seconds to infer): the renames touch
  // different schemas, and each page must fail on its own field, not just fail.
  let errors: Map<string, string[]>;
  beforeAll(() => {
    errors = pageErrors(
      cases.map(({ page }) => page),
      new Map(cases.map(({ contract, schema, field }) => renameField(contract, schema, field))),
    );
  }, 120_000);

  test.each(cases)('renaming $field of $schema in $contract breaks $page', ({ page, field }) => {
    expect(errors.get(page)?.join('\n')).toContain(`Property '${field}' does not exist`);
  });
});
