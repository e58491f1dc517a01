import fs from 'node:fs';
import path from 'node:path';
import { parse, type PluralCategory, type Token } from '@messageformat/parser';
import ts from 'typescript';

// What the dictionary checks (lib/i18n/dictionary-keys.test.ts) read: which keys the code uses, and
// which placeholders a text has.

const srcRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The placeholder names of a text, sorted (a plural's or a select's variable is one, and so is one
 * inside a case), and what the catalogs' library (@messageformat/parser) could not read in it or
 * would refuse to compile: a plural or select without an `other` case, a plural case the language
 * has not (`cardinals`: its CLDR categories, "many" is no English one). A brace that opens no
 * placeholder (a JSON sample) is text.
 */
export function placeholders(
  text: string,
  cardinals?: readonly string[],
): { names: string[]; problems: string[] } {
  const names = new Set<string>();
  const problems: string[] = [];
  let tokens: Token[];
  try {
    tokens = parse(text, {
      cardinal: cardinals as PluralCategory[] | undefined,
      strictPluralKeys: !!cardinals,
    });
  } catch (error) {
    return { names: [], problems: [`cannot be read: ${(error as Error).message}`] };
  }
  const visit = (list: Token[]) => {
    for (const token of list) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if (token.type === 'argument' || token.type === 'function') continue;
      if (!token.cases.some((c) => c.key === 'other')) {
        problems.push(`the ${token.type} of {${token.arg}} has no other case`);
      }
      for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(tokens);
  return { names: [...names].sort(), problems };
}

/** Source files whose keys count: .ts and .tsx under src/, but no test or test helper. */
export function sourceFiles(): string[] {
  return fs
    .readdirSync(srcRoot, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)test\//.test(file))
    .map((file) => path.join(srcRoot, file));
}

/** Every translation catalog's folder under src/ (web and server): where an `i18n/…/en.json` is. */
export function catalogFolders(): string[] {
  return fs
    .readdirSync(srcRoot, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)i18n(\/[\w-]+)?\/en\.json$/.test(file))
    .map((file) => path.dirname(file))
    .sort();
}

type Parts = (string | ts.Expression)[];

/**
 * The keys among `keys` that `files` name: a string literal equal to the key, or a template
 * (`library.difficulty.${level}`) or a concatenation whose values make it. A value's type gives
 * the values it can take ('beginner' | 'intermediate' | 'advanced'); a value whose type says no
 * more than `string` stands for one key segment (no dots); a template that starts with such a
 * value builds no key.
 */
export function usedKeys(keys: string[], files: string[]): Set<string> {
  const used = new Set<string>();
  // A first pass without types: literals, and which files build something shaped like a key.
  const building: string[] = [];
  for (const file of files) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    let builds = false;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) used.add(node.text);
      const parts = builtParts(node);
      // Any unknown value may hold dots here (a typed one can: 'content.create'): this pass only
      // picks the files worth typing.
      const shape = parts && toPattern(parts, () => undefined, '.*', '.*');
      if (shape && keys.some((key) => shape.test(key))) builds = true;
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (builds) building.push(file);
  }
  // Then those files with types, to know what their values can be.
  const program = typedProgram(building);
  const checker = program.getTypeChecker();
  for (const file of building) {
    const visit = (node: ts.Node): void => {
      const parts = builtParts(node);
      const pattern = parts && toPattern(parts, (part) => literalValues(checker, part));
      if (pattern) for (const key of keys) if (pattern.test(key)) used.add(key);
      ts.forEachChild(node, visit);
    };
    visit(program.getSourceFile(file)!);
  }
  return new Set(keys.filter((key) => used.has(key)));
}

const isPlus = (node: ts.Node): node is ts.BinaryExpression =>
  ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;

/** The text and expression parts of a template or of a `'a.' + b` chain; undefined otherwise. */
function builtParts(node: ts.Node): Parts | undefined {
  if (ts.isTemplateExpression(node)) {
    const spans = node.templateSpans.flatMap((span) => [span.expression, span.literal.text]);
    return [node.head.text, ...spans];
  }
  if (!isPlus(node) || isPlus(node.parent)) return undefined;
  const parts: Parts = [];
  const flatten = (expression: ts.Expression): void => {
    if (isPlus(expression)) {
      flatten(expression.left);
      flatten(expression.right);
    } else if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      parts.push(expression.text);
    } else parts.push(expression);
  };
  flatten(node);
  return parts.some((part) => typeof part === 'string') ? parts : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of the keys the parts can make; `values` gives an expression's values when known.
 * An unknown value is one key segment (`unknown`); leading the parts it is `leading`, or no key at all. Parts
 * whose own text has no dot make no key (`${a} or ${b}`, `${id}-hint`).
 */
function toPattern(
  parts: Parts,
  values: (expression: ts.Expression) => string[] | undefined,
  leading?: string,
  unknown = '[^.]+',
): RegExp | undefined {
  let source = '';
  let dotted = false;
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escape(part);
      dotted ||= part.includes('.');
      continue;
    }
    const known = values(part);
    if (known) {
      source += `(?:${known.map(escape).join('|')})`;
      dotted ||= known.some((value) => value.includes('.'));
    } else if (source !== '') source += unknown;
    else if (leading) source += leading;
    else return undefined;
  }
  return dotted ? new RegExp(`^${source}$`) : undefined;
}

/** The string values an expression's type allows ('a' | 'b' | 1), or undefined when it is wider. */
function literalValues(checker: ts.TypeChecker, expression: ts.Expression): string[] | undefined {
  const type = checker.getTypeAtLocation(expression);
  const values: string[] = [];
  for (const member of type.isUnion() ? type.types : [type]) {
    if (member.isStringLiteral() || member.isNumberLiteral()) values.push(String(member.value));
    else if (member.flags & ts.TypeFlags.BooleanLiteral) values.push(checker.typeToString(member));
    else return undefined;
  }
  return values;
}

/**
 * A program over the given files and what they import from src/ (the server aside) and zod: enough
 * to know a template's values from contracts' enums and local types, in a few seconds. Values typed
 * through other packages or the API's server types are unknown (one key segment).
 */
function typedProgram(roots: string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(srcRoot, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const options = { ...config.options, types: [], lib: ['lib.es2023.d.ts'], noEmit: true };
  const host = ts.createCompilerHost(options);
  const inZod = (file: string) => file.includes('/node_modules/zod/');
  const unresolved: ts.ResolvedModuleWithFailedLookupLocations = { resolvedModule: undefined };
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) => {
      const wanted = inZod(containingFile) || /^(\.|@web\/|@contracts\/|zod$|zod\/)/.test(text);
      if (!wanted) return unresolved;
      const resolved = ts.resolveModuleName(text, containingFile, options, host);
      const file = resolved.resolvedModule?.resolvedFileName ?? '';
      const ours = file.startsWith(srcRoot) && !file.startsWith(path.join(srcRoot, 'server'));
      return ours || inZod(file) ? resolved : unresolved;
    });
  return ts.createProgram(roots, options, host);
}
