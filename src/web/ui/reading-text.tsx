import { Fragment } from 'react';
import { cn } from '../lib/cn';
import { readingBlocks, type ReadingLine } from '../lib/reading-blocks';

const citationClasses =
  'font-sans text-sm tracking-wide text-muted-foreground not-italic [&:not(:first-child)]:mt-1';

/** One line: a citation as its own quiet block; any other line as text, broken after unless last. */
function Line({ line, last }: { line: ReadingLine; last: boolean }) {
  if (line.citation) return <span className={cn('block', citationClasses)}>{line.text}</span>;
  return (
    <>
      {line.text}
      {last ? null : <br />}
    </>
  );
}

/**
 * A body as a member reads it (docs/decisions/147): serif paragraphs at a comfortable measure
 * (~65 characters) and line height, verse lines kept, citations set quietly. The staff's preview in
 * the content dialog draws the same component, so what they see is what members read.
 */
export function ReadingText({ body, className }: { body: string; className?: string }) {
  const blocks = readingBlocks(body);
  return (
    <div
      className={cn(
        'grid max-w-[65ch] gap-5 font-serif text-lg leading-relaxed break-words sm:leading-8',
        className,
      )}
      data-testid="reading-text"
    >
      {blocks.map((lines, index) =>
        lines.every((line) => line.citation) ? (
          <p key={index} className={citationClasses}>
            {lines.map((line, at) => (
              <Fragment key={at}>
                {line.text}
                {at < lines.length - 1 ? <br /> : null}
              </Fragment>
            ))}
          </p>
        ) : (
          <p key={index}>
            {lines.map((line, at) => (
              <Line
                key={at}
                line={line}
                last={at === lines.length - 1 || Boolean(lines[at + 1]?.citation)}
              />
            ))}
          </p>
        ),
      )}
    </div>
  );
}
