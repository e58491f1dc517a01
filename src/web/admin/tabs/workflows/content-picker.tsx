import { useId, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { api, call } from '@web/lib/api-client';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { contentKeys } from '@web/lib/queries/content-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Button } from '@web/ui/button';
import { SearchField } from '@web/ui/search-field';

const resultLimit = 8;

interface ContentPickerProps {
  /** Chosen content ids, in the order members walk through them. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** Searches published content and keeps an ordered list of chosen items (000 §3 content_items). */
export function ContentPicker({ value, onChange, error }: ContentPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const searchId = useId();
  const listId = useId();
  const errorId = useId();
  const results = useQuery({
    queryKey: [...contentKeys.all, 'workflow-picker', q] as const,
    queryFn: ({ signal }) =>
      call(
        api.content.$get(
          { query: { q: q || undefined, status: 'published', limit: resultLimit } },
          { init: { signal } },
        ),
      ),
  });
  // Titles of chosen items that the current results do not hold (an edited workflow's items).
  const chosen = useQueries({
    queries: value.map((id) => ({
      queryKey: [...contentKeys.all, 'item', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(api.content[':id'].$get({ param: { id }, query: {} }, { init: { signal } })),
      staleTime: 60_000,
    })),
  });
  const titleOf = (id: string, index: number) =>
    chosen[index]?.data?.title ??
    results.data?.items.find((item) => item.id === id)?.title ??
    (chosen[index]?.isError ? adminWorkflowsT('adminWorkflows.picker.unavailable') : '…');

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {adminWorkflowsT('adminWorkflows.field.content')}
      </legend>
      <p className="text-xs text-muted-foreground">
        {adminWorkflowsT('adminWorkflows.field.contentHint')}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {adminWorkflowsT('adminWorkflows.picker.chosenEmpty')}
        </p>
      ) : (
        <ol className="grid min-w-0 gap-2" data-testid="chosen-content">
          {value.map((id, index) => {
            const title = titleOf(id, index);
            return (
              <li
                key={id}
                className="flex min-w-0 items-center gap-2 rounded-lg border bg-muted/40 py-1.5 pr-1.5 pl-3 text-sm"
              >
                <span className="w-5 shrink-0 text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1 truncate">{title}</span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={index === 0}
                  aria-label={adminWorkflowsT('adminWorkflows.picker.up', { title })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={index === value.length - 1}
                  aria-label={adminWorkflowsT('adminWorkflows.picker.down', { title })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={adminWorkflowsT('adminWorkflows.picker.remove', { title })}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
      <SearchField
        id={searchId}
        label={adminWorkflowsT('adminWorkflows.picker.search')}
        aria-controls={listId}
        placeholder={adminWorkflowsT('adminWorkflows.picker.placeholder')}
        value={search}
        onValueChange={setSearch}
      />
      <div id={listId} aria-live="polite" className="grid min-w-0 gap-1">
        {results.isPending ? (
          <p className="text-sm text-muted-foreground">
            {adminWorkflowsT('adminWorkflows.picker.searching')}
          </p>
        ) : results.isError ? (
          <p className="text-sm text-destructive">
            {adminWorkflowsT('adminWorkflows.picker.failed')}
          </p>
        ) : results.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {adminWorkflowsT('adminWorkflows.picker.none')}
          </p>
        ) : (
          <ul className="grid min-w-0 gap-1" data-testid="content-results">
            {results.data.items.map((item) => {
              const added = value.includes(item.id);
              return (
                <li key={item.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">
                    {item.title}
                    {item.category ? (
                      <span className="text-muted-foreground"> · {item.category.name}</span>
                    ) : null}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={added}
                    aria-label={
                      added
                        ? undefined
                        : adminWorkflowsT('adminWorkflows.picker.addLabel', { title: item.title })
                    }
                    onClick={() => onChange([...value, item.id])}
                  >
                    {added ? null : <Plus aria-hidden="true" />}
                    {added
                      ? adminWorkflowsT('adminWorkflows.picker.added')
                      : adminWorkflowsT('adminWorkflows.picker.add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
