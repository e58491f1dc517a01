import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, test } from 'vitest';
import { accessSettingValue } from '@contracts/access';
import { commentInput, postInput } from '@contracts/community';
import { journalEntryInput } from '@contracts/journal';
import { toApiError } from '@web/lib/api-error';
import { localizeMessage, messageTemplate } from './localize-message';
import { switchLocale } from './translate';
import validationEn from './validation/en.json';
import validationEs from './validation/es.json';
import validationPt from './validation/pt.json';
import { configureZodLocale } from './zod-locale';

/**
 * Every validation message of src/contracts has a template in validation/en.json (so it reaches the
 * member in their language), and localizeMessage turns real messages of the schemas into Portuguese
 * and Spanish.
 */
const contractsDir = path.resolve(import.meta.dirname, '../../../contracts');

/** Not messages: the common passwords, the import sample, the seeder, enums and error codes. */
const skippedFiles = new Set([
  'common-passwords.ts',
  'import-sample.ts',
  'seeder.ts',
  'enums.ts',
  'error-codes.ts',
]);
/** Strings in a message's place that are no message. */
const notMessages = new Set(['UTC']);

/** zod calls whose message may be any argument: `z.email('…')`, `.int('…')`, `z.boolean('…')`. */
const messageFirst = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'datetime',
  'time',
  'email',
  'url',
  'uuid',
  'int',
  'nonnegative',
  'positive',
  'nonempty',
]);
/** zod calls whose first argument is a value and a later one the message: `.max(200, '…')`. */
const messageLater = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'startsWith',
  'endsWith',
  'includes',
  'refine',
  'enum',
  'literal',
  'array',
  'object',
  'strictObject',
]);

/**
 * A string or template literal as a message template. An interpolation stands for a value of the
 * message: it is given as a number, which the normalisation then writes {n} in order, as
 * localizeMessage does with the numbers of the message it receives.
 */
function templateOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return messageTemplate(node.text).template;
  if (ts.isTemplateExpression(node)) {
    const text =
      node.head.text + node.templateSpans.map((span) => `0${span.literal.text}`).join('');
    return messageTemplate(text).template;
  }
  return undefined;
}

const exported = (node: ts.VariableDeclaration) =>
  ts.isVariableStatement(node.parent.parent) &&
  (node.parent.parent.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);

/**
 * The messages of one contract file, with where each is: a zod call's message argument, the value
 * of a `message:` or `error:` property, a `…Message` constant (or arrow function), and an exported
 * constant that is a sentence (`avatarTooLarge = 'The image is larger…'`).
 */
function messagesOf(file: string): { template: string; where: string }[] {
  const text = fs.readFileSync(path.join(contractsDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { template: string; where: string }[] = [];
  const add = (node: ts.Node, sentenceOnly = false) => {
    const template = templateOf(node);
    if (template === undefined || notMessages.has(template)) return;
    if (sentenceOnly && !/^[A-Z]\S* /.test(template)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ template, where: `${file}:${line + 1}` });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      node.arguments.forEach((argument, index) => {
        if (messageFirst.has(name) || (messageLater.has(name) && index >= 1)) add(argument);
      });
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'message' || node.name.text === 'error')
    )
      add(node.initializer);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = ts.isArrowFunction(node.initializer) ? node.initializer.body : node.initializer;
      if (/Message$/.test(node.name.text)) add(value);
      else if (exported(node)) add(value, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const contractFiles = fs
  .readdirSync(contractsDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !skippedFiles.has(file))
  .sort();

afterEach(async () => {
  await switchLocale('en');
});

describe('validation messages', () => {
  test('every message of src/contracts has a template in validation/en.json', () => {
    const templates = new Set<string>(Object.values(validationEn));
    const messages = contractFiles.flatMap(messagesOf);
    // The extraction itself works: it finds the messages it is meant to.
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.map((m) => m.template)).toEqual(
      expect.arrayContaining([
        'Title must be at most {0} characters',
        'Password must be at least {0} characters long',
        'Use a time like {0}:{1}',
        'Duration must be between {0} and {1} minutes',
        'Choose content types from: {0}',
        'Must be an https URL',
        'The image is larger than {0} MB. Please choose a smaller one.',
      ]),
    );
    const missing = messages
      .filter((message) => !templates.has(message.template))
      .map((message) => `${message.where}: '${message.template}'`);
    expect(missing).toEqual([]);
  });

  test('a template has no number of its own left (it would never match a message)', () => {
    const problems = Object.entries(validationEn)
      .filter(([, text]) => messageTemplate(text.replace(/\{\d+\}/g, '')).values.length > 0)
      .map(([key, text]) => `${key}: '${text}'`);
    expect(problems).toEqual([]);
  });

  test('a too long title of the community and of the journal, in Portuguese and Spanish', async () => {
    const post = postInput.safeParse({ title: 'x'.repeat(201), content: 'A prayer' });
    const message = post.error?.issues[0]?.message ?? '';
    expect(message).toBe('Title must be at most 200 characters');
    expect(localizeMessage(message)).toBe(message);

    await switchLocale('pt');
    expect(localizeMessage(message)).toBe('O título pode ter no máximo 200 caracteres');
    await switchLocale('es');
    expect(localizeMessage(message)).toBe('El título puede tener como máximo 200 caracteres');

    const entry = journalEntryInput.safeParse({ title: '', content: '' });
    const journal = entry.error?.issues.map((issue) => localizeMessage(issue.message)) ?? [];
    expect(journal.length).toBeGreaterThan(0);
    for (const text of journal) expect(Object.values(validationEs)).toContain(text);
  });

  test('a grouped number is written the reader’s way, a time as it came', async () => {
    const comment = commentInput.safeParse({ content: 'x'.repeat(2001) });
    const message = comment.error?.issues[0]?.message ?? '';
    expect(message).toBe('Comment must be at most 2,000 characters');
    await switchLocale('pt');
    expect(localizeMessage(message)).toBe('O comentário pode ter no máximo 2.000 caracteres');
    expect(localizeMessage('Use a time like 06:00')).toBe('Use um horário como 06:00');
    await switchLocale('es');
    expect(localizeMessage(message)).toBe('El comentario puede tener como máximo 2,000 caracteres');
    expect(localizeMessage('Use a date like 2026-12-25')).toBe('Usa una fecha como 2026-12-25');
  });

  test('a message naming a list of values', async () => {
    const checked = accessSettingValue.premium_content_types.safeParse('["nothing"]');
    const message = checked.error?.issues[0]?.message ?? '';
    expect(message).toMatch(/^Choose content types from: /);
    await switchLocale('pt');
    expect(localizeMessage(message)).toBe(
      message.replace('Choose content types from: ', 'Escolha tipos de conteúdo entre: '),
    );
  });

  test('an unknown message, and English, are left as they are', async () => {
    await switchLocale('pt');
    expect(localizeMessage('Something else went wrong at 10:30')).toBe(
      'Something else went wrong at 10:30',
    );
    expect(localizeMessage('')).toBe('');
    expect(localizeMessage(validationPt['validation.titleRequired'])).toBe(
      'O título é obrigatório',
    );
    await switchLocale('en');
    expect(localizeMessage('Title is required')).toBe('Title is required');
  });

  test('a 400 of the server reads in the member’s language', async () => {
    await switchLocale('pt');
    const failure = toApiError(
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          fields: {
            title: 'Title is required',
            content: 'Message must be at most 1,000 characters',
          },
        },
      },
      'Could not save',
    );
    expect(failure.message).toBe('Corrija os campos destacados.');
    expect(failure.fields).toEqual({
      title: 'O título é obrigatório',
      content: 'A mensagem pode ter no máximo 1.000 caracteres',
    });
  });

  test('zod’s own messages follow the language', async () => {
    const { z } = await import('zod');
    const short = z.string().max(3);
    await configureZodLocale('es');
    expect(short.safeParse('abcd').error?.issues[0]?.message).toMatch(/^Demasiado grande/);
    await configureZodLocale('en');
    expect(short.safeParse('abcd').error?.issues[0]?.message).toMatch(/^Too big/);
  });
});
